import { NextResponse } from 'next/server'

import { GOOGLE_STATE_COOKIE, runGoogleStrategy } from '@/lib/auth/google'
import { safeReturnPath } from '@/lib/auth/destinations'
import { siteUsesHttps } from '@/lib/siteUrl'

/** Starts Google sign-in: remembers state, return path and invitation in a short-lived cookie. */
export async function GET(request: Request) {
  const outcome = await runGoogleStrategy(request)
  if (outcome.type !== 'redirect' || !outcome.state) {
    const message = outcome.type === 'fail' ? outcome.message : 'Google sign-in failed. Please try again.'
    return NextResponse.redirect(new URL(`/auth?error=${encodeURIComponent(message)}`, request.url), 303)
  }
  const params = new URL(request.url).searchParams
  const response = NextResponse.redirect(outcome.url, 303)
  response.cookies.set(
    GOOGLE_STATE_COOKIE,
    JSON.stringify({ state: outcome.state, from: safeReturnPath(params.get('from')), invite: params.get('invite') ?? '' }),
    { httpOnly: true, sameSite: 'lax', path: '/auth/google', maxAge: 600, secure: siteUsesHttps() },
  )
  return response
}
