import type { IncomingMessage, ServerResponse } from 'node:http'

import { logFormat } from './logFormat'
import { metrics } from './metrics'
import { routeLabel } from './routeLabel'
import { signedInUserId } from './signedInUser'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** Path segments that are secrets (a calendar feed's signed address) or long enough to be one. */
const SECRET_AFTER = new Set(['calendar'])
const LONG = /^[^/]{24,}$/

/** The path as logged: no query (tokens live there), secret segments replaced. */
export function loggedPath(url: string | undefined): string {
  const segments = (url ?? '/').split('?')[0]!.split('/')
  return segments
    .map((segment, index) => (SECRET_AFTER.has(segments[index - 1] ?? '') || LONG.test(segment) ? '[redacted]' : segment))
    .join('/')
    .slice(0, 300)
}

/** The per-request line: on with JSON logs, off with pretty ones; ACCESS_LOG=on or off decides otherwise (the metrics stay). */
const accessLogOn = () => process.env.ACCESS_LOG === 'on' || (process.env.ACCESS_LOG !== 'off' && logFormat() === 'json')

/**
 * When a request's answer is finished (or the client went away): counts it in the metrics
 * (route, status, duration, the page cache's hit, stale hit or miss) and writes one access-log line, JSON:
 * time, request id, method, path without query, status, duration, the signed-in user's id.
 * Called by the server that owns the socket (scripts/server/nextServer.ts).
 */
export function recordRequest(request: IncomingMessage, response: ServerResponse, startedAt: bigint, requestId: string): void {
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9
  const method = METHODS.has(request.method ?? '') ? request.method! : 'OTHER'
  const route = routeLabel(request.url)
  const status = response.writableFinished ? response.statusCode : 499
  const m = metrics()
  m.httpRequests.inc({ method, route, status: String(status) })
  m.httpDuration.observe({ method, route }, seconds)
  for (const kind of ['visitor', 'member'] as const) {
    const result = response.getHeader(`x-${kind}-page-cache`)
    if (result === 'hit' || result === 'stale' || result === 'miss') m.pageCache.inc({ kind, result })
  }
  if (!accessLogOn()) return
  const line = {
    time: new Date().toISOString(),
    level: 'info',
    msg: 'request',
    requestId,
    method,
    path: loggedPath(request.url),
    status,
    durationMs: Math.round(seconds * 10_000) / 10,
    userId: signedInUserId(request.headers.cookie),
  }
  process.stdout.write(`${JSON.stringify(line)}\n`)
}
