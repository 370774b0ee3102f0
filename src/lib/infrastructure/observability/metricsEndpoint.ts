import type { Endpoint, Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { operationsOverview } from '@/lib/infrastructure/operations/operationsOverview'

import { metrics } from './metrics'
import { metricsAccess } from './metricsAccess'

type PoolCounts = { totalCount?: number; idleCount?: number; waitingCount?: number }

/** What is read at scrape time: the jobs queue and the outbox (the operations view's reads) and the pool. */
async function refreshGauges(payload: Payload) {
  const m = metrics()
  const overview = await operationsOverview(payload)
  for (const task of overview.tasks) {
    const labels = { queue: task.queue, task: task.task }
    m.queuePending.set(labels, task.pending)
    m.queueLagSeconds.set(labels, task.lagSeconds ?? 0)
    m.queueFailures.set(labels, task.failures)
  }
  m.emails.set({ state: 'pending' }, overview.emails.pending)
  m.emails.set({ state: 'failed' }, overview.emails.failed)
  m.emails.set({ state: 'stuck' }, overview.emails.stuck)
  const pool = (belowLocalApi(payload, 'the request pool’s connection counts, for the metrics') as unknown as { pool?: PoolCounts }).pool
  m.databasePool.set({ state: 'total' }, pool?.totalCount ?? 0)
  m.databasePool.set({ state: 'idle' }, pool?.idleCount ?? 0)
  m.databasePool.set({ state: 'waiting' }, pool?.waitingCount ?? 0)
}

let scrapeInFlight: Promise<string> | undefined

/**
 * GET /api/metrics: Prometheus's text format, for METRICS_TOKEN's bearer or a METRICS_ALLOW
 * address (metricsAccess.ts); 404 when neither is set. Scrapes that arrive together share one
 * reading of the database.
 */
export const metricsEndpoint: Endpoint = {
  path: '/metrics',
  method: 'get',
  handler: async (req) => {
    const access = metricsAccess(req.headers)
    const headers = { 'Cache-Control': 'no-store' }
    if (access === 'not enabled') return Response.json({ message: 'Metrics are not enabled on this instance.' }, { status: 404, headers })
    if (access === 'refused')
      return Response.json({ message: 'A metrics token or an allowed address is required.' }, { status: 401, headers })
    scrapeInFlight ??= refreshGauges(req.payload)
      .then(() => metrics().registry.metrics())
      .finally(() => {
        scrapeInFlight = undefined
      })
    return new Response(await scrapeInFlight, { headers: { ...headers, 'Content-Type': metrics().registry.contentType } })
  },
}
