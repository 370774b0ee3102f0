/**
 * The HTTP server: Next.js's request handler behind a plain Node server that owns the socket, so
 * each request's forwarding headers are settled (src/lib/infrastructure/requests/forwardedHeaders.ts) and cached
 * visitor and member pages (src/lib/platform/pageCache/serveVisitorPage.ts, serveMemberPage.ts) are written out before Next.js routes
 * the request, as are the few endpoints a crowd calls at once (src/lib/platform/frontEndpoints/: a session's live questions); everything else is Next.js as `next start` runs it. With --dev it is `next dev`'s
 * server instead (hot reload, no page cache). PORT and BIND_HOST (default: every interface)
 * choose where it listens. Started by scripts/server/serve.ts.
 */
import next from 'next'
import http from 'node:http'

import { stopGracefully } from './gracefulStop'
import { liveQuestionFrontEndpoints } from '../../collections/LiveQuestions/frontEndpoints'
import { recordRequest } from '../../src/lib/infrastructure/observability/accessLog'
import { logFormat, useJsonConsole } from '../../src/lib/infrastructure/observability/logFormat'
import { requestIdOf, withRequestContext } from '../../src/lib/infrastructure/observability/requestContext'
import { settleForwardedHeaders } from '../../src/lib/infrastructure/requests/forwardedHeaders'
import { startProblems } from '../../src/lib/infrastructure/startup/startProblems'
import { serveFrontEndpoint } from '../../src/lib/platform/frontEndpoints/serveFrontEndpoint'
import { enableMemberPages } from '../../src/lib/platform/pageCache/memberPageFill'
import { serveMemberPage } from '../../src/lib/platform/pageCache/serveMemberPage'
import { serveVisitorPage } from '../../src/lib/platform/pageCache/serveVisitorPage'

const dev = process.argv.includes('--dev')
// JSON lines in production (LOG_FORMAT, which the launcher sets): before anything logs.
useJsonConsole(logFormat(), { process: 'server' })

// tsx (which runs this file) turns Node's source maps on for every module; in production that
// would read and parse the build's server source maps (185 MB) as each chunk loads: seconds of CPU
// at every start and first page, and their memory for good. `next start` leaves them off too.
if (!dev) process.setSourceMapsEnabled(false)

// Started without the launcher too: what a production start lacks ends it before it says "ready".
const problems = startProblems(process.env, { dev })
if (problems.length > 0) {
  for (const problem of problems) console.error(problem)
  process.exit(1)
}

const port = Number(process.env.PORT || 3000)
const hostname = process.env.BIND_HOST || undefined

// Where Next.js fetches a server action's redirect target from (this server): `next start` sets
// it to its own plain-HTTP address. Without it Next.js builds the address from X-Forwarded-Proto,
// and behind a proxy that ends TLS it asked this server for https:// ("failed to get redirect
// response", tests/e2e/operations/reverseProxy.e2e.ts). A Next.js internal: src/lib/platform/README.md.
const ownHost = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${ownHost}:${port}`

// Shared member pages need this server's fill secret; in development every page is rendered afresh.
if (!dev) enableMemberPages()
// Next.js gives the proxy (src/proxy.ts) its request.nextUrl at 'localhost' whatever it is told,
// but keeps a rewrite inside the app only when its origin is the hostname given here: any other
// name (BIND_HOST=127.0.0.1) made the proxy's '/de/…' → '/…' an external fetch without the
// language header, and every German page English. It only names this server; it listens on
// BIND_HOST below. A Next.js internal: src/lib/platform/README.md.
const app = next({ dev, dir: process.cwd(), port, hostname: 'localhost' })
await app.prepare()
const handle = app.getRequestHandler()

const server = http.createServer((request, response) => {
  settleForwardedHeaders(request)
  // Every request has an id (the trusted proxy's, or a new one), answered in X-Request-Id and
  // carried into the log lines it causes; its end is counted and logged (accessLog.ts).
  const startedAt = process.hrtime.bigint()
  const requestId = requestIdOf(request)
  request.headers['x-request-id'] = requestId
  response.setHeader('x-request-id', requestId)
  response.once('close', () => recordRequest(request, response, startedAt, requestId))
  withRequestContext({ requestId }, () => {
    // In development every page is rendered afresh, as code changes under it.
    const cached = dev
      ? Promise.resolve(false)
      : serveFrontEndpoint(request, response, liveQuestionFrontEndpoints).then(
          (served) => served || serveVisitorPage(request, response, port).then((page) => page || serveMemberPage(request, response, port)),
        )
    cached
      .catch((error) => {
        console.error('Page cache failed; Next.js answers instead:', error)
        return false
      })
      .then((served) => (served ? undefined : handle(request, response)))
      .catch((error) => {
        console.error(error)
        if (!response.headersSent) response.writeHead(500)
        response.end()
      })
  })
})
// Keep-alive longer than common proxies' idle timeouts, as `next start` does.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`Next.js ready on port ${port}`))

stopGracefully(server)
