import type { PayloadRequest } from 'payload'

import { belowLocalApi } from './belowLocalApi'

export type Drizzle = PayloadRequest['payload']['db']['drizzle']

/**
 * The database handle for SQL run inside a Payload operation: the operation's open
 * transaction when it has one (so the statement commits or rolls back with it), else the pool.
 * Below the local API like belowLocalApi, and listed with it by its reason.
 */
export async function requestDatabase(req: PayloadRequest, why: string): Promise<Drizzle> {
  const db = belowLocalApi(req.payload, why) as unknown as { drizzle: Drizzle; sessions?: Record<string, { db: Drizzle }> }
  const transaction = req.transactionID ? db.sessions?.[String(await req.transactionID)]?.db : undefined
  return transaction ?? db.drizzle
}
