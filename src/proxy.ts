import { type NextRequest, NextResponse } from 'next/server'

import { languageRoute } from '@/i18n/languageRouting'
import { LANGUAGE_HEADER, type Language } from '@/i18n/languages'
import { contentSecurityPolicy, newNonce } from '@/lib/accounts/security/contentSecurityPolicy'
import { isCrossSiteWrite } from '@/lib/accounts/security/crossSiteWrite'
import { adminReturnPath, aliasedAdminPath } from '@/lib/admin/adminPaths'
import { hasPreviewCookie } from '@/lib/content/preview'
import { liveSessionOrigin } from '@/lib/events/live/liveSessionUrl'
import { malformedActionRequest } from '@/lib/platform/requestGuards/actionRequestGuard'
import { siteLocation } from '@/lib/shared/redirects/siteLocation'
import { addressMismatch, warnAboutAddress } from '@/lib/shared/siteUrl'

/**
 * Renders the route with this response's nonce (Next.js reads it from the request's policy) in
 * the request's language, at the path without its language prefix ('/de/events' → '/events').
 */
function render(request: NextRequest, policy: string, language: Language, path: string) {
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  // Always set here, never taken from the client.
  headers.set(LANGUAGE_HEADER, language)
  if (path === request.nextUrl.pathname) return NextResponse.next({ request: { headers } })
  const target = request.nextUrl.clone()
  target.pathname = path
  return NextResponse.rewrite(target, { request: { headers } })
}

/**
 * A redirect inside the site through the one builder (siteLocation). Next.js's proxy adapter
 * needs an absolute URL here and turns one on the request's own host back into the relative
 * path (getRelativeURL), so the browser is sent the checked relative location.
 */
const inSite = (request: NextRequest, location: string, status: 307 | 308) =>
  NextResponse.redirect(new URL(siteLocation(location), request.url), status)

/** To the reader's language: never cached, since the answer depends on the cookie and the browser's languages. */
function languageRedirect(request: NextRequest, location: string) {
  const response = inSite(request, location, 307)
  response.headers.set('cache-control', 'private, no-store')
  response.headers.set('vary', 'Cookie, Accept-Language')
  return response
}

function decodedSegments(segments: string[]): string[] | null {
  try {
    return segments.map(decodeURIComponent)
  } catch {
    return null
  }
}

/** The spec's admin paths go to Payload's screens; without a session cookie, to /auth. */
function adminRedirect(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl
  // A malformed escape (`/admin/%E3%80`) names no alias; decodeURIComponent would throw (a 500).
  const segments = decodedSegments(pathname.split('/').filter(Boolean).slice(1))
  const alias = segments ? aliasedAdminPath(segments) : null
  if (alias) return inSite(request, alias, 307)
  if (!request.cookies.get('payload-token')) {
    return inSite(request, `/auth?from=${encodeURIComponent(adminReturnPath(pathname, search))}`, 307)
  }
  return null
}

/**
 * Before anything renders: a write (server action) sent from another site is refused, and a
 * malformed server action call answered with a message; every page
 * gets its Content-Security-Policy with a fresh script nonce and its language (src/i18n/
 * languageRouting.ts); admin paths are redirected as
 * needed (the admin layout and Payload check the role themselves). Cached visitor pages are
 * answered before this runs (src/lib/platform/pageCache/serveVisitorPage.ts), with their own nonce.
 */
export async function proxy(request: NextRequest) {
  if (isCrossSiteWrite(request.method, request.headers)) {
    return new NextResponse('Cross-site request refused.', { status: 403, headers: { 'content-type': 'text/plain' } })
  }
  // Malformed server action calls get a message (Next.js would answer 500).
  if (request.method === 'POST' && !request.nextUrl.pathname.startsWith('/admin')) {
    const malformed = await malformedActionRequest(request)
    if (malformed) return NextResponse.json({ message: malformed.message }, { status: malformed.status })
  }
  // A person opened the site at another address than SERVER_URL: sign-in cannot work there; the
  // log says so once. Only a browser's navigation counts: the page cache's fills and health
  // checks ask the server at its own address, which is not the site's behind a proxy.
  if (request.headers.get('sec-fetch-mode') === 'navigate') warnAboutAddress(addressMismatch(request.headers))
  const nonce = newNonce()
  const { pathname, search } = request.nextUrl
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  const route = admin
    ? ({ kind: 'render', language: 'en', path: pathname } as const)
    : languageRoute({ method: request.method, pathname, search, headers: request.headers })
  if (route.kind === 'redirect') return languageRedirect(request, route.location)
  // Frames: /live shows the presentation admins set (read now, so a change needs no restart);
  // the admin panel shows the site itself (its live preview of drafts); nothing else frames.
  const frameOrigin = route.path === '/live' ? await liveSessionOrigin() : admin ? "'self'" : null
  // A previewing admin's pages may be framed by the admin panel, same origin only.
  const policy = contentSecurityPolicy(nonce, frameOrigin, hasPreviewCookie(request.headers.get('cookie')))
  let response: Response
  if (admin) {
    response = adminRedirect(request) ?? render(request, policy, route.language, route.path)
  } else {
    response = render(request, policy, route.language, route.path)
  }
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  // Every page and route handler; not the REST and GraphQL API (the proxy would copy request
  // bodies, and documents may be larger than its 10 MB copy) nor Next.js's build files.
  matcher: ['/((?!api/|api$|_next/static/|_next/image|favicon\\.ico$|robots\\.txt$).*)'],
}
