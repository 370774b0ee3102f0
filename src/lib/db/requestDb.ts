import type { PayloadRequest } from 'payload'

type Drizzle = PayloadRequest['payload']['db']['drizzle']

/**
 * The database handle of a request: its open transaction when Payload started one (so raw SQL
 * in a hook commits or rolls back with the operation), otherwise the pool.
 */
export async function requestDb(req: PayloadRequest): Promise<Drizzle> {
  const db = req.payload.db as unknown as { drizzle: Drizzle; sessions?: Record<string, { db: Drizzle }> }
  const transaction = req.transactionID ? db.sessions?.[String(await req.transactionID)]?.db : undefined
  return transaction ?? db.drizzle
}
