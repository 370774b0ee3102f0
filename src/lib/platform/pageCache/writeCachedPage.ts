import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { contentSecurityPolicy, frameOriginOf, nonceOf } from '@/lib/accounts/security/contentSecurityPolicy'

import { policyOf } from './pageTemplate'
import type { CachedPage, CacheResult } from './visitorPageCache'

/** As next.config.mjs sends it on production answers to requests that came over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'
/** Below this size gzip saves less than it costs. */
const GZIP_FROM_BYTES = 1024

type Answer = { body: Buffer[]; nonce: string; cacheHeader: string; result: CacheResult; isPrivate: boolean }

/**
 * Writes a page the server keeps (./serveVisitorPage.ts, ./serveMemberPage.ts) as Next.js
 * would have: the render's headers, this answer's Content-Security-Policy with its own nonce,
 * gzipped (fast level) for clients that accept it. A page holding a member's state is never
 * stored by the browser; a visitor's may be (the back/forward cache).
 */
export function writeCachedPage(request: IncomingMessage, response: ServerResponse, page: CachedPage, answer: Answer) {
  let body = answer.body
  let length = body.reduce((sum, part) => sum + part.byteLength, 0)
  const gzip = length >= GZIP_FROM_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzip) {
    body = [gzipSync(Buffer.concat(body), { level: 1 })]
    length = body[0]!.byteLength
  }
  // Per-request headers are this request's, not those of the render that filled the page; the
  // render's nonce (in the Link header's preloads) is never shown to a client.
  const renderNonce = nonceOf(policyOf(page))
  for (const [name, value] of page.headers) {
    if (name === 'strict-transport-security' || name === 'content-security-policy') continue
    response.appendHeader(name, renderNonce ? value.split(renderNonce).join(answer.nonce) : value)
  }
  if (process.env.NODE_ENV === 'production' && request.headers['x-forwarded-proto'] === 'https') {
    response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY)
  }
  // The frame the render allowed (the /live presentation): the page is dropped when it changes.
  response.setHeader('content-security-policy', contentSecurityPolicy(answer.nonce, frameOriginOf(policyOf(page))))
  // A member's page is never stored (a shared computer's back button after sign-out); a
  // visitor's may be, for the back/forward cache, revalidated on every normal load and kept
  // out of shared caches (its nonce is this answer's alone).
  response.setHeader(
    'cache-control',
    answer.isPrivate ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 'private, no-cache, max-age=0',
  )
  const vary = String(response.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  if (gzip) response.setHeader('content-encoding', 'gzip')
  response.setHeader('content-length', length)
  response.setHeader(answer.cacheHeader, answer.result)
  response.writeHead(page.status)
  // One write of the headers and every part (corked), the stored parts as they are.
  response.cork()
  for (const part of body) response.write(part)
  response.uncork()
  response.end()
}
