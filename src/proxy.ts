import { type NextRequest, NextResponse } from 'next/server'

import { adminReturnPath, aliasedAdminPath } from '@/lib/admin/adminPaths'
import { fillPage, pageCacheReady, storedPage } from '@/lib/pageCache/visitorPageCache'

/** Public pages whose visitor view is the same for every visitor (spec 2's public routes). */
const VISITOR_PAGES = /^\/(|events|events\/\d+|documents|projects|members|surveys|about|live)$/
/** Marks the proxy's own request for a page it is about to cache. */
const FILL_HEADER = 'x-visitor-page-fill'

const isPlainVisitorRequest = (request: NextRequest) =>
  request.method === 'GET' &&
  !request.cookies.has('payload-token') &&
  !request.headers.has(FILL_HEADER) &&
  // Page loads only: client-side navigations and prefetches want React Server Component
  // payloads, not HTML. Next.js strips their RSC headers and `_rsc` before the proxy runs,
  // but the browser still marks them as fetches (Sec-Fetch-Dest: empty); clients that send
  // no Sec-Fetch-Dest at all (load tests, crawlers) load pages.
  (request.headers.get('sec-fetch-dest') ?? 'document') === 'document'

/** A visitor page from this instance's memory, rendered once per change of content. */
async function visitorPage(request: NextRequest): Promise<Response | null> {
  if (!pageCacheReady()) return null
  const key = request.nextUrl.pathname + request.nextUrl.search
  const stored = storedPage(key)
  const page =
    stored ??
    (await fillPage(key, () =>
      fetch(`http://127.0.0.1:${process.env.PORT || 3000}${key}`, { headers: { [FILL_HEADER]: '1', accept: 'text/html' }, redirect: 'manual' }),
    ))
  if (!page) return null
  const headers = new Headers(page.headers)
  headers.set('x-visitor-page-cache', stored ? 'hit' : 'miss')
  return new Response(page.body, { status: page.status, headers })
}

/**
 * Before anything renders: visitor pages come from the shared-invalidation page cache; the
 * spec's admin paths go to Payload's screens; an admin request without a session cookie goes
 * to /auth (the admin layout and Payload check the role itself).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (!pathname.startsWith('/admin')) {
    if (VISITOR_PAGES.test(pathname) && isPlainVisitorRequest(request)) return (await visitorPage(request)) ?? NextResponse.next()
    return NextResponse.next()
  }
  const segments = pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent)
  const alias = aliasedAdminPath(segments)
  if (alias) return NextResponse.redirect(new URL(alias, request.url))
  if (!request.cookies.get('payload-token')) {
    return NextResponse.redirect(new URL(`/auth?from=${encodeURIComponent(adminReturnPath(pathname, search))}`, request.url))
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/admin', '/admin/:path*', '/', '/events', '/events/:id', '/documents', '/projects', '/members', '/surveys', '/about', '/live'],
}
