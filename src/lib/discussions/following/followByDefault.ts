import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import { relationId } from '@/lib/shared/ids/relationId'
import type { DiscussionPost } from '@/payload-types'

import { subjectOf } from '../postSubject'

/**
 * Whoever posts in a thread follows it (issue 50, item 3: authors and those who posted), in the
 * posting transaction: one INSERT that does nothing when the member has a row for the item, so a
 * member who stopped following stays stopped, and two posts at once make one row.
 */
export async function followByDefault(req: PayloadRequest, post: Pick<DiscussionPost, 'author'> & Partial<DiscussionPost>): Promise<void> {
  const member = relationId(post.author)
  const subject = subjectOf(post)
  if (!member || !subject) return
  const db = await requestDatabase(
    req,
    'one INSERT … ON CONFLICT DO NOTHING: a stopped subscription stays stopped, a double post makes one row',
  )
  await db.execute(sql`
    INSERT INTO discussion_subscriptions (member_id, item_kind, item_id, following, updated_at, created_at)
    VALUES (${member}, ${subject.field}::enum_discussion_subscriptions_item_kind, ${subject.id}, true, now(), now())
    ON CONFLICT (member_id, item_kind, item_id) DO NOTHING`)
}
