import { sql } from '@payloadcms/db-postgres'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { ActionContext } from '@/lib/shared/actions/runAction'

/**
 * "Mark all as read": every unread notice of the member, in one UPDATE whatever their number
 * (Payload's bulk update writes row by row). Only the member's own rows: the recipient is the
 * signed-in member, the same rule as the collection's update access (access/reach/isRecipient.ts).
 * Returns how many were marked.
 */
export async function markAllNoticesRead({ payload, user }: ActionContext): Promise<number> {
  const result = await belowLocalApi(
    payload,
    'one UPDATE, not a write per row; restates the recipient rule of access/reach/isRecipient.ts',
  ).drizzle.execute(sql`UPDATE notifications SET read_at = now(), updated_at = now() WHERE recipient_id = ${user.id} AND read_at IS NULL`)
  return result.rowCount ?? 0
}
