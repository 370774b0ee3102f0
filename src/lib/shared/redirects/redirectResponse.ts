import { NextResponse } from 'next/server'

import { type LocationOptions, siteLocation } from './siteLocation'

type ResponseOptions = LocationOptions & { status?: 302 | 303 | 307 | 308; headers?: Record<string, string> }

/**
 * A route handler's redirect inside the site, through the one builder (siteLocation), with a
 * relative `Location` (NextResponse.redirect would need an absolute URL, which would have to be
 * built from SERVER_URL or the request's Host). A NextResponse, so the handler can set cookies.
 */
export function redirectResponse(address: unknown, options: ResponseOptions = {}): NextResponse {
  const { status = 303, headers = {}, ...location } = options
  return new NextResponse(null, { status, headers: { ...headers, Location: siteLocation(address, location) } })
}
