import { type NextRequest, NextResponse } from 'next/server'

/** Passes the requested path to server components (the profile-completion check reads it). */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set('x-pathname', request.nextUrl.pathname)
  return NextResponse.next({ request: { headers } })
}

export const config = { matcher: ['/((?!api|admin|_next|favicon.ico).*)'] }
