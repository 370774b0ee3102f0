import { type NextRequest, NextResponse } from 'next/server'

import { malformedActionRequest } from '@/lib/actions/actionRequestGuard'
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
  // Client-side navigations fetch React Server Component payloads, not HTML.
  !request.headers.has('rsc') &&
  !request.headers.has('next-router-state-tree') &&
  !request.nextUrl.searchParams.has('_rsc')

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
 * Before anything renders: malformed server action calls are refused with a message (Next.js
 * would answer 500); visitor pages come from the shared-invalidation page cache; the spec's
 * admin paths go to Payload's screens; an admin request without a session cookie goes to /auth
 * (the admin layout and Payload check the role itself).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (!pathname.startsWith('/admin')) {
    if (request.method === 'POST') {
      const malformed = await malformedActionRequest(request)
      if (malformed) return NextResponse.json({ message: malformed.message }, { status: malformed.status })
    }
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
  matcher: [
    '/admin',
    '/admin/:path*',
    '/',
    '/events',
    '/events/:id',
    '/documents',
    '/projects',
    '/members',
    '/surveys',
    '/about',
    '/live',
    // Server action calls and forms posted without JavaScript, on any page (the admin's are Payload's own).
    { source: '/((?!api/|admin|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!api/|admin|_next/).*)', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
}
