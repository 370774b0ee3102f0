import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { errorText, readErrorText } from '@/lib/shared/errors/errorText'

import { subjectKey } from './attemptCounters'
import type { RateLimitRefusal } from './rateLimit'

/**
 * Growing delays after failed sign-ins, instead of a lock anyone could set off on someone else's
 * account. Each scope lets `free` failures through; after that each further attempt must wait
 * 2^(failures − free) seconds since the last one, up to `capSeconds`. Failures older than
 * `resetSeconds` are forgotten, and a successful sign-in clears the address's count and that
 * client's. The per-address scope is capped low (a member waits at most a minute however many
 * strangers guess) and bounds guessing spread over many clients; the per-address-and-client
 * scope grows to 15 minutes for the one client that keeps guessing.
 */
export const SIGN_IN_DELAY_SCOPES = {
  address: { free: 10, capSeconds: 60, resetSeconds: 3600 },
  addressAndClient: { free: 5, capSeconds: 900, resetSeconds: 3600 },
} as const

type Scope = keyof typeof SIGN_IN_DELAY_SCOPES

export type SignInDelayRefusal = RateLimitRefusal

const normalize = (email: string) => email.trim().toLowerCase()

const subjectsOf = (payload: Payload, email: string, ip: string | null | undefined): [Scope, string][] => {
  const address = normalize(email)
  // The client's own count first: what it refuses is not counted for the address, so one
  // client's refused guesses never add to the delay everyone else sees.
  const subjects: [Scope, string][] = ip ? [['addressAndClient', subjectKey(payload, `${address}\n${ip}`)]] : []
  subjects.push(['address', subjectKey(payload, address)])
  return subjects
}

/** The wait a delayed sign-in is told: seconds under a minute, else whole minutes. */
const waitText = (seconds: number) =>
  errorText('signInDelayed', seconds < 60 ? { size: seconds, unit: 'second' } : { size: Math.ceil(seconds / 60), unit: 'minute' })

/**
 * Called before a sign-in: refuses while a delay runs, and otherwise counts the attempt as a
 * failure in advance, in one statement per scope (so parallel guesses cannot slip through
 * together); `clearSignInFailures` takes it back when the password was right.
 */
export async function checkSignInDelay(payload: Payload, email: string, ip: string | null | undefined): Promise<SignInDelayRefusal | null> {
  for (const [scope, subject] of subjectsOf(payload, email, ip)) {
    const { free, capSeconds, resetSeconds } = SIGN_IN_DELAY_SCOPES[scope]
    const delay = sql`(CASE WHEN f.failures >= ${free}::int THEN least(${capSeconds}::int, power(2, f.failures - ${free}::int)) ELSE 0 END)`
    const counted = await belowLocalApi(
      payload,
      'counts a failure in advance: one upsert per scope, so parallel guesses cannot slip through',
    ).drizzle.execute(sql`
      INSERT INTO sign_in_failures AS f (scope, subject, failures, last_failure_at)
      VALUES (${scope}, ${subject}, 1, now())
      ON CONFLICT (scope, subject) DO UPDATE SET
        failures = CASE WHEN f.last_failure_at < now() - make_interval(secs => ${resetSeconds}::int) THEN 1 ELSE f.failures + 1 END,
        last_failure_at = now()
      WHERE f.last_failure_at < now() - make_interval(secs => ${resetSeconds}::int)
         OR now() >= f.last_failure_at + make_interval(secs => ${delay})
      RETURNING f.failures
    `)
    if (counted.rowCount) continue
    const waiting = await belowLocalApi(
      payload,
      'the wait a delayed sign-in is told, computed in SQL from its row (a table outside Payload)',
    ).drizzle.execute(sql`
      SELECT greatest(1, ceil(extract(epoch FROM f.last_failure_at + make_interval(secs => ${delay}) - now())))::int AS seconds
      FROM sign_in_failures f WHERE f.scope = ${scope} AND f.subject = ${subject}
    `)
    const seconds = Number((waiting.rows[0] as { seconds?: number } | undefined)?.seconds ?? 1)
    // For monitoring: which scope, never the address or IP.
    payload.logger.info({ msg: `Sign-in delayed (${scope}): ${seconds} s` })
    const text = waitText(seconds)
    return { text, message: readErrorText(text), retryAfterSeconds: seconds }
  }
  return null
}

/** A right password: the address's count and this client's count for it start again. */
export async function clearSignInFailures(payload: Payload, email: string, ip: string | null | undefined): Promise<void> {
  for (const [scope, subject] of subjectsOf(payload, email, ip)) {
    await belowLocalApi(payload, 'a right password clears the failure counts: one DELETE (a table outside Payload)').drizzle.execute(
      sql`DELETE FROM sign_in_failures WHERE scope = ${scope} AND subject = ${subject}`,
    )
  }
}
