import { type NextRequest, NextResponse } from 'next/server'

import { adminReturnPath, aliasedAdminPath } from '@/lib/admin/adminPaths'

/**
 * Before an admin screen renders: the spec's admin paths go to Payload's screens; an admin
 * request without a session cookie goes to /auth (the admin layout and Payload check the role
 * itself). Visitor pages are cached in front of Next.js (src/lib/pageCache/serveVisitorPage.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const segments = pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent)
  const alias = aliasedAdminPath(segments)
  if (alias) return NextResponse.redirect(new URL(alias, request.url))
  if (!request.cookies.get('payload-token')) {
    return NextResponse.redirect(new URL(`/auth?from=${encodeURIComponent(adminReturnPath(pathname, search))}`, request.url))
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/admin', '/admin/:path*'],
}
