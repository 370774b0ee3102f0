import { type NextRequest, NextResponse } from 'next/server'

import { adminReturnPath, aliasedAdminPath } from '@/lib/admin/adminPaths'
import { type CachedPage, fillPage, pageCacheReady, storedPage } from '@/lib/pageCache/visitorPageCache'
import { contentSecurityPolicy, newNonce, nonceOf } from '@/lib/security/contentSecurityPolicy'
import { isCrossSiteWrite } from '@/lib/security/crossSiteWrite'

/** Public pages whose visitor view is the same for every visitor (spec 2's public routes). */
const VISITOR_PAGES = /^\/(|events|events\/\d+|documents|projects|members|surveys|about|live)$/
/** Marks the proxy's own request for a page it is about to cache. */
const FILL_HEADER = 'x-visitor-page-fill'

const isPlainVisitorRequest = (request: NextRequest) =>
  request.method === 'GET' &&
  !request.cookies.has('payload-token') &&
  !request.headers.has(FILL_HEADER) &&
  // Client-side navigations fetch React Server Component payloads, not HTML.
  !request.headers.has('rsc') &&
  !request.headers.has('next-router-state-tree') &&
  !request.nextUrl.searchParams.has('_rsc')

/**
 * A stored page carries the nonce of the render that filled it, which no client ever sees:
 * each answer gets its own nonce in its place (the page split once at that nonce).
 */
const pagePieces = new WeakMap<CachedPage, string[] | null>()
function withNonce(page: CachedPage, nonce: string, policy: string): { body: BodyInit; headers: Headers } {
  const headers = new Headers(page.headers)
  if (!pagePieces.has(page)) {
    const fillNonce = nonceOf(headers.get('content-security-policy'))
    pagePieces.set(page, fillNonce ? new TextDecoder().decode(page.body).split(fillNonce) : null)
  }
  const pieces = pagePieces.get(page)
  headers.set('content-security-policy', policy)
  return { body: pieces ? pieces.join(nonce) : page.body, headers }
}

/** A visitor page from this instance's memory, rendered once per change of content. */
async function visitorPage(request: NextRequest, nonce: string, policy: string): Promise<Response | null> {
  if (!pageCacheReady()) return null
  const key = request.nextUrl.pathname + request.nextUrl.search
  const stored = storedPage(key)
  const page =
    stored ??
    (await fillPage(key, () =>
      fetch(`http://127.0.0.1:${process.env.PORT || 3000}${key}`, { headers: { [FILL_HEADER]: '1', accept: 'text/html' }, redirect: 'manual' }),
    ))
  if (!page) return null
  const { body, headers } = withNonce(page, nonce, policy)
  headers.set('x-visitor-page-cache', stored ? 'hit' : 'miss')
  return new Response(body, { status: page.status, headers })
}

/** Renders the route with this response's nonce: Next.js reads it from the request's policy. */
function render(request: NextRequest, policy: string) {
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  return NextResponse.next({ request: { headers } })
}

/** The spec's admin paths go to Payload's screens; without a session cookie, to /auth. */
function adminRedirect(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl
  const segments = pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent)
  const alias = aliasedAdminPath(segments)
  if (alias) return NextResponse.redirect(new URL(alias, request.url))
  if (!request.cookies.get('payload-token')) {
    return NextResponse.redirect(new URL(`/auth?from=${encodeURIComponent(adminReturnPath(pathname, search))}`, request.url))
  }
  return null
}

/**
 * Before anything renders: a write (server action) sent from another site is refused; every page
 * gets its Content-Security-Policy with a fresh script nonce; visitor pages come from the
 * shared-invalidation page cache; admin paths are redirected as needed (the admin layout
 * and Payload check the role themselves).
 */
export async function proxy(request: NextRequest) {
  if (isCrossSiteWrite(request.method, request.headers)) {
    return new NextResponse('Cross-site request refused.', { status: 403, headers: { 'content-type': 'text/plain' } })
  }
  const nonce = newNonce()
  const policy = contentSecurityPolicy(nonce)
  const { pathname } = request.nextUrl
  let response: Response
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    response = adminRedirect(request) ?? render(request, policy)
  } else if (VISITOR_PAGES.test(pathname) && isPlainVisitorRequest(request)) {
    const cached = await visitorPage(request, nonce, policy)
    if (cached) return cached
    response = render(request, policy)
  } else {
    response = render(request, policy)
  }
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  // Every page and route handler; not the REST and GraphQL API (the proxy would copy request
  // bodies, and documents may be larger than its 10 MB copy) nor Next.js's build files.
  matcher: ['/((?!api/|api$|_next/static/|_next/image|favicon\\.ico$|robots\\.txt$).*)'],
}
