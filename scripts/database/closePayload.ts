import type { Payload } from 'payload'

type Pool = { on: (event: 'error', listener: () => void) => void }

/**
 * Payload's destroy() leaves the PostgreSQL pool open, and the adapter keeps one client
 * checked out for good, so pool.end() would wait forever. Scripts that stop the embedded
 * server afterwards only need the pool to ignore the connections being cut.
 */
export async function closePayload(payload: Payload): Promise<void> {
  await payload.destroy()
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  pool?.on('error', () => {})
}
