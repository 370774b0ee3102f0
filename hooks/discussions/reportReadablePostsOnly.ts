import type { CollectionBeforeChangeHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'

/**
 * A report names a post its reporter may read, and not one they wrote: on every path (the
 * member's Report, REST, GraphQL), so a report cannot probe for posts out of sight. A post out
 * of sight answers as one that does not exist.
 */
export const reportReadablePostsOnly: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  const postId = relationId(data.post as number | { id: number } | null | undefined)
  const post = postId
    ? await req.payload.findByID({
        collection: 'discussion-posts',
        id: postId,
        depth: 0,
        select: { author: true },
        user: req.user,
        overrideAccess: false,
        disableErrors: true,
        req,
      })
    : null
  if (!post) throw new AppError('NOT_FOUND', errorText('discussionPostNotFound'))
  if (relationId(post.author as number | { id: number } | null | undefined) === req.user.id)
    throw new AppError('INVALID_INPUT', errorText('cannotReportOwnPost'))
  return data
}
