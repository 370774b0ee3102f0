import type { Payload } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { inTransaction, requestAs } from '@/lib/infrastructure/database/inTransaction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { DiscussionPost, User } from '@/payload-types'

import { findReadablePost } from './findReadablePost'
import { limitPosting } from './limitPosting'
import { normalisePostBody } from './normalisePostBody'
import { readablePostOrRefuse } from './ownPost'
import { subjectOf } from './postSubject'

/**
 * The author changes their post's text. Only the text: the collection lets members update
 * nothing (a member could otherwise set a moderated post's status), so the write is elevated
 * after the authorship check, and the collection's hooks keep the earlier text for admins, mark
 * the post edited and refuse a deleted post's. Counted like a post (the rate limits). Saving the
 * same text again changes nothing.
 */
export async function editPost(payload: Payload, user: User, { postId, body }: { postId: number; body: string }): Promise<DiscussionPost> {
  const text = normalisePostBody(body)
  const req = await requestAs(payload, user)
  return inTransaction(req, async () => {
    const { post, isAuthor } = await readablePostOrRefuse(req, postId)
    if (!isAuthor) throw new AppError('FORBIDDEN', errorText('discussionNotAuthor'))
    if (post.status === 'deleted') throw new AppError('CONFLICT', errorText('discussionPostDeleted'))
    if (post.body === text) return post
    const subject = subjectOf(post)
    if (subject) await limitPosting(payload, user, subject)
    await payload.update({
      collection: 'discussion-posts',
      id: post.id,
      data: { body: text },
      depth: 0,
      req,
      ...elevated('the author edits their own post’s text, authorship checked above; the hooks keep its history'),
    })
    // As the author reads it (without the history only admins read).
    return (await findReadablePost(req, post.id))!
  })
}
