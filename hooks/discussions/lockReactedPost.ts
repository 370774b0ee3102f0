import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { findReadablePost } from '@/lib/discussions/findReadablePost'
import { lockPostCounts } from '@/lib/discussions/postCounts'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'

/**
 * A reaction is to a published post its member may read (the posts' access: the item's label,
 * the blocked pair). The post's row is locked in the write's transaction, so reactions to one
 * post are counted one after another (recountReactions.ts) and a double click meets the unique
 * index after the first has committed.
 */
export const lockReactedPost: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create') return data
  const post = await findReadablePost(req, relationId(data.post))
  if (!post || post.status !== 'published') throw new AppError('NOT_FOUND', errorText('discussionNotReactable'))
  await lockPostCounts(req, post.id)
  return data
}

/** Withdrawing a reaction locks its post the same way before the row goes. */
export const lockPostOfWithdrawnReaction: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { docs } = await req.payload.find({
    collection: 'discussion-reactions',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { post: true },
    req,
    overrideAccess: true,
  })
  const postId = relationId(docs[0]?.post)
  if (postId) await lockPostCounts(req, postId)
}
