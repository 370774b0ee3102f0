import type { Payload } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { inTransaction, requestAs } from '@/lib/infrastructure/database/inTransaction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { DiscussionPost, User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { findReadablePost } from './findReadablePost'
import { readablePostOrRefuse } from './ownPost'

/**
 * Deletes a post: it keeps its place in the thread, reading "deleted", its replies under it
 * (hooks/discussions/clearDeletedBody.ts clears the text). The author deletes their own (an
 * elevated write after the check: members update nothing); an admin deletes anyone's as
 * themselves, so the audit trail records it (hooks/admin). Deleting twice is the same success.
 */
export async function deletePost(payload: Payload, user: User, { postId }: { postId: number }): Promise<DiscussionPost> {
  const req = await requestAs(payload, user)
  return inTransaction(req, async () => {
    const { post, isAuthor } = await readablePostOrRefuse(req, postId)
    if (post.status === 'deleted') return post
    const asAdmin = hasAdminRole(user)
    if (!isAuthor && !asAdmin) throw new AppError('FORBIDDEN', errorText('discussionNotAuthor'))
    await payload.update({
      collection: 'discussion-posts',
      id: post.id,
      data: { status: 'deleted' },
      depth: 0,
      req,
      ...(asAdmin ? { overrideAccess: false } : elevated('the author deletes their own post, authorship checked above')),
    })
    return (await findReadablePost(req, post.id))!
  })
}
