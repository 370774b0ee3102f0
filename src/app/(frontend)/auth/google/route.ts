import { NextResponse } from 'next/server'

import { authErrorPath } from '@/lib/auth/authErrors'
import { GOOGLE_STATE_COOKIE, runGoogleStrategy } from '@/lib/auth/google'
import { safeReturnPath } from '@/lib/auth/returnPath'
import { siteUrl, siteUsesHttps } from '@/lib/siteUrl'

/** Starts Google sign-in: remembers state, return path and invitation in a short-lived cookie. */
export async function GET(request: Request) {
  const outcome = await runGoogleStrategy(request)
  if (outcome.type !== 'redirect' || !outcome.state) {
    return NextResponse.redirect(new URL(authErrorPath(outcome.type === 'fail' ? outcome.code : 'google_failed'), siteUrl()), 303)
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
