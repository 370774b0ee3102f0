import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { type CachedPage, fillPage, pageCacheReady, storedPage } from './visitorPageCache'
import { ownServerUrl } from '../operations/ownServerUrl'
import { contentSecurityPolicy, frameOriginOf, newNonce, nonceOf } from '../security/contentSecurityPolicy'

/** Public pages whose visitor view is the same for every visitor (spec 2's public routes). */
export const VISITOR_PAGES = /^\/(|events|events\/\d+|documents|projects|members|surveys|about|live)$/
/** Marks the server's own request for a page it is about to cache: it goes to Next.js. */
export const FILL_HEADER = 'x-visitor-page-fill'
/** As next.config.mjs sends it on production answers to requests that came over HTTPS. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'
/** Below this size gzip saves less than it costs. */
const GZIP_FROM_BYTES = 1024

const hasSessionCookie = (cookie: string | undefined) => !!cookie && /(?:^|;\s*)payload-token=/.test(cookie)

/** A plain visitor's GET for a cacheable page, as opposed to a member, a fill or a client navigation. */
export function isCacheableVisitorRequest(request: IncomingMessage, url: URL): boolean {
  const headers = request.headers
  return (
    request.method === 'GET' &&
    VISITOR_PAGES.test(url.pathname) &&
    !hasSessionCookie(headers.cookie) &&
    !headers[FILL_HEADER] &&
    // Page loads only: client-side navigations and prefetches want React Server Component
    // payloads, not HTML (they also send Sec-Fetch-Dest: empty; load tests and crawlers send
    // no Sec-Fetch-Dest at all and load pages).
    !headers.rsc &&
    !headers['next-router-state-tree'] &&
    !url.searchParams.has('_rsc') &&
    (headers['sec-fetch-dest'] ?? 'document') === 'document'
  )
}

/**
 * A stored page carries the script nonce of the render that filled it, which no client ever
 * sees: the page is split once at that nonce and every answer joins it with a fresh one.
 */
const pagePieces = new WeakMap<CachedPage, Buffer[] | null>()
function bodyWithNonce(page: CachedPage, nonce: string): Buffer {
  if (!pagePieces.has(page)) {
    const policy = page.headers.find(([name]) => name === 'content-security-policy')?.[1] ?? null
    const fillNonce = nonceOf(policy)
    pagePieces.set(
      page,
      fillNonce
        ? page.body
            .toString('utf8')
            .split(fillNonce)
            .map((piece) => Buffer.from(piece))
        : null,
    )
  }
  const pieces = pagePieces.get(page)
  if (!pieces) return page.body
  const separator = Buffer.from(nonce)
  return Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [separator, piece])))
}

/**
 * Answers a visitor's page from this instance's memory before Next.js routes the request: the
 * page is rendered by Next.js once per change of content (a request to this same server marked
 * with FILL_HEADER) and then written out from the stored bytes with a fresh script nonce and
 * its Content-Security-Policy, gzipped (fast level) for clients that accept it. Returns false
 * when the request is not one for the cache, or the cache cannot answer it (not listening for
 * invalidations, or the render failed): Next.js answers it then.
 */
export async function serveVisitorPage(request: IncomingMessage, response: ServerResponse, port: number): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (!isCacheableVisitorRequest(request, url) || !pageCacheReady()) return false
  const key = url.pathname + url.search
  const stored = storedPage(key)
  const page =
    stored ??
    (await fillPage(key, () =>
      fetch(`${ownServerUrl(port)}${key}`, { headers: { [FILL_HEADER]: '1', accept: 'text/html' }, redirect: 'manual' }),
    ))
  if (!page) return false
  const nonce = newNonce()
  let body = bodyWithNonce(page, nonce)
  const gzip = body.byteLength >= GZIP_FROM_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzip) body = gzipSync(body, { level: 1 })
  // Per-request headers are this request's, not those of the render that filled the page.
  for (const [name, value] of page.headers) if (name !== 'strict-transport-security') response.appendHeader(name, value)
  if (process.env.NODE_ENV === 'production' && request.headers['x-forwarded-proto'] === 'https') {
    response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY)
  }
  // The frame the render allowed (the /live presentation): the page is dropped when it changes.
  const renderedPolicy = page.headers.find(([name]) => name === 'content-security-policy')?.[1] ?? null
  response.setHeader('content-security-policy', contentSecurityPolicy(nonce, frameOriginOf(renderedPolicy)))
  const vary = String(response.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  if (gzip) response.setHeader('content-encoding', 'gzip')
  response.setHeader('content-length', body.byteLength)
  response.setHeader('x-visitor-page-cache', stored ? 'hit' : 'miss')
  response.writeHead(page.status)
  response.end(body)
  return true
}
