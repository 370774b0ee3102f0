import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { asBackgroundWork } from '@/lib/infrastructure/jobs/backgroundWork'

import { digestSince, digestWeek } from './digestWeek'

/** Rows written per statement (each background work, asBackgroundWork); a run repeats until a statement writes fewer. */
const BATCH = 1000
const MAX_BATCHES = 100

/**
 * Writes this week's pending digest for every confirmed member who turned it on and whose
 * address has not bounced, in batches of one INSERT … SELECT. The delivery key
 * `weekly-digest:<week>:<member>` is unique, so however often this runs in a week, on however
 * many instances at once, each member has one digest for it. `starts_at` is where the digest
 * starts looking (a week back); it is written when sent (src/lib/reach/digest/composeDigest.ts).
 */
export async function queueWeeklyDigests(payload: Payload, now = new Date()): Promise<number> {
  const prefix = `weekly-digest:${digestWeek(now)}:`
  let queued = 0
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const result = await asBackgroundWork(() =>
      belowLocalApi(payload, 'one INSERT … SELECT per batch for every digest reader, not a write per row').drizzle.execute(sql`
      INSERT INTO email_outbox (kind, user_id, starts_at, delivery_key, status, attempts)
      SELECT 'weekly-digest', u.id, ${digestSince(now).toISOString()}::timestamptz, ${prefix} || u.id, 'pending', 0
      FROM users u
      WHERE u.weekly_digest AND u._verified AND u.email_bounce_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM email_outbox n WHERE n.delivery_key = ${prefix} || u.id)
      ORDER BY u.id
      LIMIT ${BATCH}
      ON CONFLICT (delivery_key) DO NOTHING`),
    )
    const written = result.rowCount ?? 0
    queued += written
    if (written < BATCH) break
  }
  return queued
}
