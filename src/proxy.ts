import { type NextRequest, NextResponse } from 'next/server'

import { adminReturnPath, aliasedAdminPath } from '@/lib/admin/adminPaths'

/**
 * The cheap half of the admin gate, as real HTTP redirects before anything renders: the
 * spec's admin paths go to Payload's screens, and a request without a session cookie goes to
 * /auth. The role itself is checked on the server by the admin layout (and by Payload).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const segments = pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent)
  const alias = aliasedAdminPath(segments)
  if (alias) return NextResponse.redirect(new URL(alias, request.url))
  if (!request.cookies.get('payload-token')) {
    return NextResponse.redirect(new URL(`/auth?from=${encodeURIComponent(adminReturnPath(pathname, search))}`, request.url))
  }
  return NextResponse.next()
}

export const config = { matcher: ['/admin', '/admin/:path*'] }
