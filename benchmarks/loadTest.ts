/**
 * Throughput and latency of one URL under load, with autocannon's programmatic API: a number of
 * keep-alive connections sending requests back to back for a fixed time (bounded: it stops by
 * itself), loopback only.
 */
import autocannon from 'autocannon'
import { createRequire } from 'node:module'

/**
 * autocannon 9 appends every response body to a JavaScript string (`req.body += data`), only
 * for `onResponse` callbacks, which these loads do not use. For a page with non-ASCII characters
 * (a "·" in its title, a "–" in a date range) V8 then builds two-byte strings, and on this
 * 2-core machine the load generator spent more CPU on that than the server on answering: the
 * same bytes from a bare Node server gave 2,500 req/s as the page and 10,000 req/s with the
 * non-ASCII bytes replaced. The generator counts the bytes (addByteCount) and drops the text.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue') as {
  prototype: { addBody: (data: unknown) => void }
}
PipelinedRequestsQueue.prototype.addBody = () => undefined

export type LoadResult = {
  url: string
  connections: number
  durationSeconds: number
  /** Mean of the per-second request counts (autocannon's "Req/Sec Avg"). */
  requestsPerSecond: number
  requests: number
  /** Bytes received per answer, headers included. */
  bytesPerResponse: number
  p50Ms: number
  p99Ms: number
  /** Connection errors and timeouts. */
  errors: number
  timeouts: number
  /** Answers outside 200-299 (redirects included). */
  non2xx: number
  /** Status codes seen, with their counts. */
  statusCodes: Record<string, number>
}

export async function loadUrl(
  url: string,
  options: { connections: number; durationSeconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    // A request waiting longer than this counts as a timeout (an error), not a latency.
    timeout: 30,
  })
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, (stats as { count?: number }).count ?? 0]),
  )
  return {
    url,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  }
}
