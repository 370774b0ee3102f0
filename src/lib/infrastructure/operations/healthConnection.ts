import type { Payload } from 'payload'
import pg from 'pg'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

/** How long the health check keeps its idle connection: longer than a load balancer's interval. */
const IDLE_MS = 60_000

let connection: pg.Pool | undefined
let inFlight: Promise<unknown> | undefined

/**
 * The health check's own connection to PostgreSQL, outside the pool that requests share: under a
 * burst the request pool's queue is long (50 downloads wait their turn for 20 connections), and a
 * check waiting in it would make a busy instance look dead to the load balancer, which then moves
 * the burst onto the next instance. One connection per instance, opened on the first check.
 */
function healthConnection(payload: Payload): pg.Pool {
  if (connection) return connection
  const { poolOptions } = belowLocalApi(
    payload,
    'the adapter’s connection settings, for the health check’s own connection outside the pool',
  ) as unknown as { poolOptions?: pg.PoolConfig }
  connection = new pg.Pool({
    connectionString: poolOptions?.connectionString ?? process.env.DATABASE_URL,
    ...(poolOptions?.ssl !== undefined ? { ssl: poolOptions.ssl } : {}),
    max: 1,
    idleTimeoutMillis: IDLE_MS,
    // Never holds a process open that is otherwise done (a test run, a script).
    allowExitOnIdle: true,
  })
  // A restarted database drops the idle connection: the next check opens a new one.
  connection.on('error', (error) => payload.logger.warn({ err: error, msg: 'Health check: its database connection closed' }))
  return connection
}

/**
 * `SELECT 1` on the health check's connection. Checks that arrive while one is in flight share
 * its answer: a flood of the public /api/health waits on one query, never on a queue that grows
 * with every request.
 */
export function pingDatabase(payload: Payload): Promise<unknown> {
  inFlight ??= healthConnection(payload)
    .query('SELECT 1')
    .finally(() => {
      inFlight = undefined
    })
  return inFlight
}

/** A read on the health check's connection (readiness.ts): never behind the requests' pool queue. */
export const healthQuery = (payload: Payload, text: string) => healthConnection(payload).query(text)
