import type { Payload } from 'payload'

import { inTransaction, requestAs } from '@/lib/infrastructure/database/inTransaction'
import type { DiscussionPost, User } from '@/payload-types'

import { normalisePostBody } from './normalisePostBody'
import type { PostSubject } from './postSubject'
import { lockMemberPosting, samePostAgain } from './samePostAgain'

export type NewPost = {
  subject: PostSubject
  /** The top post a reply belongs to (already one level: replyToPost resolves it). */
  replyTo: number | null
  body: string
  quotes?: number | null
  idempotencyKey?: string
}

/**
 * Writes a post as the member, in one transaction: the text bounded and normalised first, the
 * member's posts one at a time (a double click gets the first post back, uncounted), then the
 * collection's create with the member's access, whose hooks (hooks/discussions) check the item,
 * the reply and the quote, and count the rate limits.
 */
export async function writePost(payload: Payload, user: User, post: NewPost): Promise<DiscussionPost> {
  const body = normalisePostBody(post.body)
  const req = await requestAs(payload, user)
  return inTransaction(req, async () => {
    await lockMemberPosting(req, user)
    const again = await samePostAgain(req, user, { ...post, body })
    if (again) return again
    const data = {
      [post.subject.field]: post.subject.id,
      replyTo: post.replyTo,
      quotes: post.quotes ?? null,
      body,
    }
    return payload.create({ collection: 'discussion-posts', data: data as never, depth: 0, req, overrideAccess: false })
  })
}
