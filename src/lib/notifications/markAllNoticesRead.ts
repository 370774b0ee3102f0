import { sql } from '@payloadcms/db-postgres'

import type { ActionContext } from '@/lib/actions/runAction'

/**
 * "Mark all as read": every unread notice of the member, in one UPDATE whatever their number
 * (Payload's bulk update writes row by row). Only the member's own rows: the recipient is the
 * signed-in member, the same rule as the collection's update access (access/isRecipient.ts).
 * Returns how many were marked.
 */
export async function markAllNoticesRead({ payload, user }: ActionContext): Promise<number> {
  const result = await payload.db.drizzle.execute(
    sql`UPDATE notifications SET read_at = now(), updated_at = now() WHERE recipient_id = ${user.id} AND read_at IS NULL`,
  )
  return result.rowCount ?? 0
}
