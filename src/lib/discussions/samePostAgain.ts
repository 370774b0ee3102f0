import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import type { DiscussionPost, User } from '@/payload-types'

import { DUPLICATE_WINDOW_MS } from './postLimits'
import type { PostSubject } from './postSubject'

/** How long a repeat counts as a retry when the caller says it is one (an idempotency key: an e-mail redelivered). */
const KEYED_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * One member's posts are written one after another (a lock held until the transaction ends), so
 * a double click's second request finds the first one's post here instead of writing its own.
 */
export async function lockMemberPosting(req: PayloadRequest, user: Pick<User, 'id'>): Promise<void> {
  const db = await requestDatabase(req, 'one member’s posts are written one at a time, so a double click finds the first post')
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`discussion-post:${user.id}`}))`)
}

/**
 * The member's own post of the same text in the same place (item, and post answered) written
 * moments ago, or null: a second click, or a retry, gets the first post back instead of a copy.
 * With an idempotency key the caller says a repeat is a retry, so a longer window applies.
 */
export async function samePostAgain(
  req: PayloadRequest,
  user: Pick<User, 'id'>,
  post: { subject: PostSubject; replyTo: number | null; body: string; idempotencyKey?: string },
): Promise<DiscussionPost | null> {
  const since = new Date(Date.now() - (post.idempotencyKey ? KEYED_WINDOW_MS : DUPLICATE_WINDOW_MS)).toISOString()
  const where: Where = {
    and: [
      { author: { equals: user.id } },
      { [post.subject.field]: { equals: post.subject.id } },
      post.replyTo ? { replyTo: { equals: post.replyTo } } : { replyTo: { exists: false } },
      { body: { equals: post.body } },
      { status: { not_equals: 'deleted' } },
      { createdAt: { greater_than: since } },
    ],
  }
  const { docs } = await req.payload.find({
    collection: 'discussion-posts',
    where,
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    req,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
