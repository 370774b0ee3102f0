import type { Payload } from 'payload'

import { requestAs } from '@/lib/infrastructure/database/inTransaction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'

import { findReadablePost } from './findReadablePost'
import type { ReactionKind } from './reactionKinds'

export { REACTIONS, type ReactionKind } from './reactionKinds'

/** A post's counts after a reaction, as its reader reads them. */
export type PostCounts = { postId: number; helpfulCount: number; plusOneCount: number }

/** The post's counts as the member reads them now. */
export async function postCounts(payload: Payload, user: User, postId: number): Promise<PostCounts> {
  const post = await findReadablePost(await requestAs(payload, user), postId)
  if (!post) throw new AppError('NOT_FOUND', errorText('discussionNotReactable'))
  return { postId, helpfulCount: post.helpfulCount ?? 0, plusOneCount: post.plusOneCount ?? 0 }
}

/**
 * A member marks a post "Helpful" or "+1", as the member: the collection's hooks check the post
 * and keep its counts in SQL in the same transaction (hooks/discussions/recountReactions.ts);
 * the unique index (post, member, kind) refuses a second, so a double click counts once and is
 * the same success.
 */
export async function reactToPost(
  payload: Payload,
  user: User,
  { postId, kind }: { postId: number; kind: ReactionKind },
): Promise<PostCounts> {
  try {
    await payload.create({
      collection: 'discussion-reactions',
      data: { post: postId, kind } as never,
      depth: 0,
      user,
      overrideAccess: false,
    })
  } catch (error) {
    const existing = await payload.count({
      collection: 'discussion-reactions',
      where: { and: [{ post: { equals: postId } }, { member: { equals: user.id } }, { kind: { equals: kind } }] },
      user,
      overrideAccess: false,
    })
    if (!existing.totalDocs) throw error
  }
  return postCounts(payload, user, postId)
}
