import type { Endpoint } from 'payload'

import { metricsAccess } from '@/lib/infrastructure/observability/metricsAccess'

import { isDraining } from './draining'
import { pingDatabase } from './healthConnection'
import { type Readiness, readiness } from './readiness'

/** How long the database may take to answer before the instance counts as unhealthy. */
const DATABASE_TIMEOUT_MS = 2000

/**
 * GET /api/health: the load balancer's check. 200 when this instance reaches PostgreSQL,
 * 503 otherwise, and 503 while it stops (src/lib/infrastructure/operations/draining.ts). Public on purpose, and says nothing beyond up or down. It asks on its own
 * connection (pingDatabase), never behind the requests' pool queue.
 */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    // Stopping (SIGTERM): the requests in flight finish, new ones belong on another instance.
    if (isDraining()) return Response.json({ status: 'stopping' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
    const started = Date.now()
    try {
      await Promise.race([
        pingDatabase(req.payload),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS)),
      ])
      return Response.json({ status: 'ok', database: 'ok', databaseMs: Date.now() - started }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Health check: the database did not answer' })
      return Response.json({ status: 'unavailable', database: 'unreachable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
    }
  },
}

const noStore = { 'Cache-Control': 'no-store' }

/**
 * GET /api/health/live: the process answers (an orchestrator restarts it when it does not).
 * Says nothing of the database: a database outage must not restart every instance. 200 while
 * stopping too, so a draining instance is not killed before it finishes.
 */
export const liveEndpoint: Endpoint = {
  path: '/health/live',
  method: 'get',
  handler: () => Response.json({ status: 'ok' }, { headers: noStore }),
}

let readyInFlight: Promise<Readiness> | undefined

/**
 * GET /api/health/ready: whether this instance should get traffic (readiness.ts): 200 or 503 with
 * `ready` and `status` for anyone (an orchestrator's probe carries no credentials); each check
 * (database, migrations, the queue's lag) only for those who may read the metrics
 * (metricsAccess.ts), since the state of migrations and jobs is the operator's, not a visitor's.
 * Checks that arrive while one runs share its answer.
 */
export const readyEndpoint: Endpoint = {
  path: '/health/ready',
  method: 'get',
  handler: async (req) => {
    readyInFlight ??= readiness(req.payload).finally(() => {
      readyInFlight = undefined
    })
    const answer = await readyInFlight
    const body = metricsAccess(req.headers) === 'allowed' ? answer : { ready: answer.ready, status: answer.status }
    return Response.json(body, { status: answer.ready ? 200 : 503, headers: noStore })
  },
}
