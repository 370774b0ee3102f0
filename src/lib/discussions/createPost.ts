import type { Payload } from 'payload'

import type { DiscussionPost, User } from '@/payload-types'

import type { PostSubject } from './postSubject'
import { writePost } from './writePost'

export type CreatePostInput = {
  /** The item the thread is under: `{ field: 'document', id: 42 }`. */
  subject: PostSubject
  /** The source text in the safe subset (paragraphs, links, lists, code, `@[Name]` mentions). */
  body: string
  /** A published post of the same thread this one quotes. */
  quotes?: number | null
  /** Says a repeat of the same text in the same place is a retry (an e-mail redelivered): the first post comes back for a day. */
  idempotencyKey?: string
}

/**
 * A member starts a post under an event, agenda item, document or project (issue 50), as the
 * member: only under an item they may read (hooks/discussions/requireReadableSubject.ts), within
 * the rate limits; a double click posts once. Returns the post as the member reads it.
 */
export async function createPost(payload: Payload, user: User, input: CreatePostInput): Promise<DiscussionPost> {
  return writePost(payload, user, {
    subject: input.subject,
    replyTo: null,
    body: input.body,
    quotes: input.quotes,
    idempotencyKey: input.idempotencyKey,
  })
}
