import type { IncomingMessage, ServerResponse } from 'node:http'

import { splitLanguagePath } from '@/i18n/languagePaths'
import { languageRoute } from '@/i18n/languageRouting'
import { newNonce } from '@/lib/accounts/security/contentSecurityPolicy'
import { hasPreviewCookie } from '@/lib/content/preview'
import { ownServerUrl } from '@/lib/infrastructure/operations/ownServerUrl'

import { MEMBER_FILL_HEADER } from './memberPageFill'
import { sessionToken } from './memberSessionMemo'
import { pageTemplate, renderPage } from './pageTemplate'
import { cachedPage, pageCacheReady } from './visitorPageCache'
import { writeCachedPage } from './writeCachedPage'

/** Public pages whose visitor view is the same for every visitor (spec 2's public routes), in each language ('/de/events'). */
export const VISITOR_PAGES =
  /^\/(|events|events\/\d+|documents|documents\/\d+|projects|projects\/\d+|members|surveys|about|live|tags|tags\/[a-z0-9-]{1,80})$/
/** Marks the server's own request for a page it is about to cache: it goes to Next.js. */
export const FILL_HEADER = 'x-visitor-page-fill'
export const hasSessionCookie = (cookie: string | undefined) => sessionToken(cookie) !== null

const headerReader = (request: IncomingMessage) => ({
  get: (name: string) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value.join(', ') : (value ?? null)
  },
})

/**
 * A page load (GET, as a document) of a page the cache keeps, not the server's own fill, nor
 * one that goes to its reader's language first ('/events' for a German reader: the proxy sends
 * it on to '/de/events').
 */
export function isPageLoad(request: IncomingMessage, url: URL): boolean {
  const headers = request.headers
  return (
    request.method === 'GET' &&
    VISITOR_PAGES.test(splitLanguagePath(url.pathname).path) &&
    !headers[FILL_HEADER] &&
    !headers[MEMBER_FILL_HEADER] &&
    // Page loads only: client-side navigations and prefetches want React Server Component
    // payloads, not HTML (they also send Sec-Fetch-Dest: empty; load tests and crawlers send
    // no Sec-Fetch-Dest at all and load pages).
    !headers.rsc &&
    !headers['next-router-state-tree'] &&
    !url.searchParams.has('_rsc') &&
    // An admin previewing drafts sees what nobody else may: rendered for them alone.
    !hasPreviewCookie(headers.cookie) &&
    (headers['sec-fetch-dest'] ?? 'document') === 'document' &&
    languageRoute({ method: 'GET', pathname: url.pathname, search: url.search, headers: headerReader(request) }).kind === 'render'
  )
}

/** A plain visitor's page load, as opposed to a member's. */
export const isCacheableVisitorRequest = (request: IncomingMessage, url: URL) =>
  isPageLoad(request, url) && !hasSessionCookie(request.headers.cookie)

/**
 * Answers a visitor's page from this instance's memory before Next.js routes the request: the
 * page is rendered by Next.js once per change of content (a request to this same server marked
 * with FILL_HEADER) and then written out from the stored bytes with a fresh script nonce and
 * its Content-Security-Policy, gzipped (fast level) for clients that accept it; a stale page
 * (./visitorPageCache.ts) is answered while one render replaces it. Returns false
 * when the request is not one for the cache, or the cache cannot answer it (not listening for
 * invalidations, or the render failed): Next.js answers it then.
 */
export async function serveVisitorPage(request: IncomingMessage, response: ServerResponse, port: number): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (!isCacheableVisitorRequest(request, url) || !pageCacheReady()) return false
  const key = url.pathname + url.search
  const render = () => fetch(`${ownServerUrl(port)}${key}`, { headers: { [FILL_HEADER]: '1', accept: 'text/html' }, redirect: 'manual' })
  const { page, result } = await cachedPage(key, render)
  if (!page) return false
  const nonce = newNonce()
  const body = renderPage(pageTemplate(page), { nonce })
  writeCachedPage(request, response, page, {
    body,
    nonce,
    cacheHeader: 'x-visitor-page-cache',
    result,
    isPrivate: false,
  })
  return true
}
