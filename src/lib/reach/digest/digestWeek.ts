/** How far back a digest looks: the week before it is queued. */
export const DIGEST_PERIOD_DAYS = 7

/**
 * The digest's week as its delivery key names it, ISO 8601 in UTC ('2026-W48'): however often
 * the queueing runs in that week, on however many instances, a member has one digest for it.
 */
export function digestWeek(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  // The Thursday of this week decides the ISO year.
  day.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7))
  const firstThursday = new Date(Date.UTC(day.getUTCFullYear(), 0, 4))
  const week =
    1 + Math.round((day.getTime() - firstThursday.getTime()) / 86_400_000 / 7 - 3 / 7 + ((firstThursday.getUTCDay() + 6) % 7) / 7)
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/** Where a digest queued at `now` starts looking. */
export const digestSince = (now: Date) => new Date(now.getTime() - DIGEST_PERIOD_DAYS * 86_400_000)
