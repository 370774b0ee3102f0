import type { Payload } from 'payload'

/**
 * Payload's database adapter, below the local API: no access functions, no hooks, no audit trail.
 * For what the local API cannot do: an atomic claim, a counter, a bulk update in one statement, a
 * report in SQL, Payload's own session rows. Every use says why in a string, listed with its file
 * in docs/architecture.md (`npm run generate:architecture`); ESLint refuses `payload.db` anywhere
 * else. Where a statement restates an access rule, a test proves the two agree.
 */
export function belowLocalApi(payload: Payload, why: string): Payload['db'] {
  if (!why.trim()) throw new Error('belowLocalApi: say why the local API will not do')
  return payload.db
}
