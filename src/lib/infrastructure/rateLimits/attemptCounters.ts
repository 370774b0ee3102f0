import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { signatureOf } from '@/lib/accounts/security/signedToken'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

import type { Limit } from './rateLimitSettings'

/** How often an instance deletes counters that can no longer matter (on its next attempt). */
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000
let lastCleanup = 0

/**
 * The counted subject: a keyed hash of the address or client IP, so the table holds no e-mail
 * addresses or IPs, and the same value gives the same row on every instance.
 */
export const subjectKey = (payload: Payload, value: string) => signatureOf(payload.secret, 'rate-limit-subject', value)

/**
 * Counts one attempt when it stays within the limit, in one statement, so instances and
 * concurrent requests can never let more through than the limit. A sliding window: the
 * attempts of the current fixed window plus those of the previous window, weighted by how
 * much of it still overlaps the last `windowSeconds`. Refused attempts are not counted, so
 * waiting one window always lets a client in again. Returns true when the attempt may go on.
 */
export async function countAttempt(payload: Payload, limitName: string, subject: string, limit: Limit): Promise<boolean> {
  const seconds = limit.windowSeconds
  const result = await belowLocalApi(payload, 'a rate-limit counter: one INSERT ON CONFLICT, so concurrent attempts never pass the limit')
    .drizzle.execute(sql`
    WITH clock AS (SELECT extract(epoch FROM now())::float8 AS t),
    current_window AS (
      SELECT to_timestamp(floor(t / ${seconds}::int) * ${seconds}::int) AS start,
             (t - floor(t / ${seconds}::int) * ${seconds}::int) / ${seconds}::int AS elapsed
      FROM clock
    ),
    previous AS (
      SELECT coalesce(max(c.attempts), 0) * (1 - w.elapsed) AS weighted
      FROM current_window w
      LEFT JOIN rate_limit_counters c
        ON c.limit_name = ${limitName} AND c.subject = ${subject}
       AND c.window_start = w.start - make_interval(secs => ${seconds}::int)
      GROUP BY w.elapsed
    )
    INSERT INTO rate_limit_counters AS c (limit_name, subject, window_start, attempts, expires_at)
    SELECT ${limitName}, ${subject}, w.start, 1, w.start + make_interval(secs => 2 * ${seconds}::int)
    FROM current_window w, previous p
    WHERE p.weighted + 1 <= ${limit.attempts}::int
    ON CONFLICT (limit_name, subject, window_start)
    DO UPDATE SET attempts = c.attempts + 1
    WHERE c.attempts + 1 + (SELECT weighted FROM previous) <= ${limit.attempts}::int
    RETURNING c.attempts
  `)
  if (Date.now() - lastCleanup > CLEANUP_INTERVAL_MS) {
    lastCleanup = Date.now()
    deleteExpiredCounters(payload).catch((error) =>
      payload.logger.error({ err: error, msg: 'Deleting expired rate-limit counters failed' }),
    )
  }
  return (result.rowCount ?? 0) > 0
}

/**
 * Deletes counters older than two windows, and sign-in failures older than their hour
 * (signInDelays.ts), which no longer weigh in; returns how many.
 */
export async function deleteExpiredCounters(payload: Payload): Promise<number> {
  const result = await belowLocalApi(
    payload,
    'deletes expired rate-limit counters in one statement (a table outside Payload)',
  ).drizzle.execute(sql`DELETE FROM rate_limit_counters WHERE expires_at < now()`)
  const failures = await belowLocalApi(
    payload,
    'deletes sign-in failures older than their hour in one statement (a table outside Payload)',
  ).drizzle.execute(sql`DELETE FROM sign_in_failures WHERE last_failure_at < now() - interval '1 hour'`)
  return (result.rowCount ?? 0) + (failures.rowCount ?? 0)
}
