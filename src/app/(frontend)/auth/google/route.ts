import { NextResponse } from 'next/server'

import { isLanguage } from '@/i18n/languages'
import { preferredLanguage } from '@/i18n/preferredLanguage'
import { authErrorPath } from '@/lib/accounts/auth/authErrors'
import { GOOGLE_STATE_COOKIE, runGoogleStrategy } from '@/lib/accounts/auth/google'
import { redirectResponse } from '@/lib/shared/redirects/redirectResponse'
import { returnPath } from '@/lib/shared/redirects/siteLocation'
import { siteUsesHttps } from '@/lib/shared/siteUrl'

/**
 * Starts Google sign-in: remembers state, return path, invitation and the page's language (the
 * sign-in button's, else the reader's) in a short-lived cookie.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const asked = params.get('language')
  const language = isLanguage(asked)
    ? asked
    : preferredLanguage({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') })
  const outcome = await runGoogleStrategy(request)
  if (outcome.type !== 'redirect' || !outcome.state) {
    const error = authErrorPath(outcome.type === 'fail' ? outcome.code : 'google_failed')
    return redirectResponse(error, { language })
  }
  // The one redirect out of the site: to Google's sign-in page, at the address the strategy built.
  const response = NextResponse.redirect(outcome.url, 303)
  response.cookies.set(
    GOOGLE_STATE_COOKIE,
    JSON.stringify({ state: outcome.state, from: returnPath(params.get('from')), invite: params.get('invite') ?? '', language }),
    { httpOnly: true, sameSite: 'lax', path: '/auth/google', maxAge: 600, secure: siteUsesHttps() },
  )
  return response
}
