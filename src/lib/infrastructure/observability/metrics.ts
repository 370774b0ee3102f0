import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The process's Prometheus metrics (prom-client), read at /api/metrics (metricsEndpoint.ts).
 * One registry per process, on globalThis: the custom server (which counts every request) and
 * Next.js's bundles (the endpoint, the page cache's memo) load separate copies of prom-client,
 * and each copy's default registry would hold only its own half.
 */
export type Metrics = {
  registry: Registry
  httpRequests: Counter<'method' | 'route' | 'status'>
  httpDuration: Histogram<'method' | 'route'>
  pageCache: Counter<'kind' | 'result'>
  pageCacheRenders: Counter<'viewer'>
  pageCacheChanges: Counter<'scope' | 'stale'>
  memberSessionMemo: Counter<'result'>
  /** Filled at each scrape by what registered a reader (metricsEndpoint.ts). */
  queuePending: Gauge<'queue' | 'task'>
  queueLagSeconds: Gauge<'queue' | 'task'>
  queueFailures: Gauge<'queue' | 'task'>
  emails: Gauge<'state'>
  databasePool: Gauge<'state'>
}

const KEY = Symbol.for('it-ot-community.metrics')

function createMetrics(): Metrics {
  const registry = new Registry()
  // Event-loop lag, heap, GC, CPU and file descriptors, under their usual names.
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route (ids folded) and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({
      name: 'page_cache_requests_total',
      help: 'Pages answered from the shared page cache (hit), from it while a render replaces a stale page (stale), or rendered into it (miss), by kind (visitor, member)',
      labelNames: ['kind', 'result'],
      registers,
    }),
    pageCacheRenders: new Counter({
      name: 'page_cache_renders_total',
      help: 'Renders of pages for the page cache (one per page, language and viewer after a change, whatever the number of readers), by viewer (visitor, group, person)',
      labelNames: ['viewer'],
      registers,
    }),
    pageCacheChanges: new Counter({
      name: 'page_cache_changes_total',
      help: 'Changes heard by the page cache that dropped kept pages or marked them stale, by scope (everything, path, members) and whether they only staled them (yes, no)',
      labelNames: ['scope', 'stale'],
      registers,
    }),
    memberSessionMemo: new Counter({
      name: 'member_session_memo_total',
      help: 'Session checks answered from the member-session memo (hit) or by Payload (miss)',
      labelNames: ['result'],
      registers,
    }),
    queuePending: new Gauge({ name: 'jobs_pending', help: 'Jobs waiting to run', labelNames: ['queue', 'task'], registers }),
    queueLagSeconds: new Gauge({
      name: 'jobs_lag_seconds',
      help: 'Seconds since the oldest waiting job became due (0 when none is due)',
      labelNames: ['queue', 'task'],
      registers,
    }),
    queueFailures: new Gauge({ name: 'jobs_failed', help: 'Failed jobs still kept', labelNames: ['queue', 'task'], registers }),
    emails: new Gauge({
      name: 'email_outbox',
      help: 'E-mails in the outbox by state (pending, failed, stuck)',
      labelNames: ['state'],
      registers,
    }),
    databasePool: new Gauge({
      name: 'database_pool_connections',
      help: "The request pool's connections: total, idle, and requests waiting for one",
      labelNames: ['state'],
      registers,
    }),
  }
}

export const metrics = (): Metrics => ((globalThis as Record<symbol, unknown>)[KEY] ??= createMetrics()) as Metrics
