import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

/**
 * The activity ping (the spec's track_user_session): stamps `last_active_at`, at most once a
 * minute per member, in one conditional UPDATE so concurrent pings never pile up writes.
 * Returns whether this ping wrote.
 */
export async function recordActivity(payload: Payload, userId: number): Promise<boolean> {
  const result = await belowLocalApi(payload, 'the activity ping: one conditional UPDATE, so concurrent pings write at most once a minute')
    .drizzle.execute(sql`
    UPDATE users SET last_active_at = now()
    WHERE id = ${userId} AND (last_active_at IS NULL OR last_active_at < now() - interval '1 minute')
  `)
  return (result.rowCount ?? 0) > 0
}
