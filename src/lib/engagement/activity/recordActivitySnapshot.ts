import { sql } from '@payloadcms/db-postgres'
import { fromZonedTime } from 'date-fns-tz'

import { elevated } from '@/lib/accounts/security/elevated'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { berlinDayKey, EVENT_TIME_ZONE } from '@/lib/shared/format/dates'

/** The unique index on `day` refused the row (Payload's ValidationError naming the field). */
const isDuplicateDay = (error: unknown) =>
  ((error as { data?: { errors?: { path?: string }[] } }).data?.errors ?? []).some((entry) => entry.path === 'day')

export type RecordedSnapshot = { day: string; recorded: boolean }

/** The Berlin calendar day before the one `now` falls on ("2026-11-26"). */
export function berlinYesterday(now: Date): string {
  const today = berlinDayKey(now)
  // Noon UTC of today's date minus a day: no time zone or daylight-saving step can shift the date.
  const noon = new Date(`${today}T12:00:00Z`)
  noon.setUTCDate(noon.getUTCDate() - 1)
  return noon.toISOString().slice(0, 10)
}

/** Midnight in Berlin starting `day` ("2026-11-26"), as the snapshot's `day` stores it. */
export const berlinMidnight = (day: string) => fromZonedTime(`${day}T00:00:00`, EVENT_TIME_ZONE)

/**
 * Counts active members for the Berlin day that ended before `now` and stores the count once
 * (the daily activity snapshot; the jobs queue runs it every hour, and only the first run of a
 * day stores anything). A member's activity ping keeps only its latest moment
 * (users.last_active_at), so "active in the last 7 days" is exact only when counted at the
 * time: the windows end at `now`, the moment of counting, shortly after the day ended. Two
 * runners racing store one row: the second finds it, or the unique day refuses it.
 */
export async function recordActivitySnapshot(
  { payload }: ActionContext<null>,
  { now = new Date() }: { now?: Date } = {},
): Promise<RecordedSnapshot> {
  const day = berlinYesterday(now)
  const dayStart = berlinMidnight(day).toISOString()
  const existing = await payload.count({ collection: 'activity-snapshots', where: { day: { equals: dayStart } }, overrideAccess: true })
  if (existing.totalDocs > 0) return { day, recorded: false }

  const at = now.toISOString()
  const { rows } = await belowLocalApi(payload, 'the snapshot’s figures in SQL: counts of active members over the whole users table')
    .drizzle.execute(sql`
    SELECT
      count(*) FILTER (WHERE last_active_at > ${at}::timestamptz - interval '7 days' AND last_active_at <= ${at}::timestamptz)::int AS weekly,
      count(*) FILTER (WHERE last_active_at > ${at}::timestamptz - interval '1 day' AND last_active_at <= ${at}::timestamptz)::int AS daily,
      count(*) FILTER (WHERE created_at <= ${at}::timestamptz)::int AS members
    FROM users`)
  const counts = rows[0] as { weekly: number; daily: number; members: number }
  try {
    await payload.create({
      collection: 'activity-snapshots',
      data: { day: dayStart, weeklyActive: Number(counts.weekly), dailyActive: Number(counts.daily), members: Number(counts.members) },
      ...elevated('the jobs queue records the day; no person acts'),
      depth: 0,
    })
  } catch (error) {
    // Another runner stored the day between the check and this write.
    if (isDuplicateDay(error)) return { day, recorded: false }
    throw error
  }
  return { day, recorded: true }
}
