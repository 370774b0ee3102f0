import { cookies } from 'next/headers'

import { languageCookie } from '@/i18n/languageCookie'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/i18n/languages'
import { authErrorPath } from '@/lib/accounts/auth/authErrors'
import { afterSignIn } from '@/lib/accounts/auth/destinations'
import { findOrCreateGoogleMember, GOOGLE_STATE_COOKIE, GoogleSignInError, runGoogleStrategy } from '@/lib/accounts/auth/google'
import { sessionCookie } from '@/lib/accounts/auth/sessionCookie'
import { startSession } from '@/lib/accounts/auth/startSession'
import { recordActivity } from '@/lib/engagement/activity/recordActivity'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { redirectResponse } from '@/lib/shared/redirects/redirectResponse'

/** Google's redirect back: checks state, signs the member in, and sends them on. */
export async function GET(request: Request) {
  const saved = (await cookies()).get(GOOGLE_STATE_COOKIE)?.value
  let remembered: { state?: string; from?: string; invite?: string; language?: string } = {}
  try {
    remembered = saved ? JSON.parse(saved) : {}
  } catch {
    remembered = {}
  }
  // The language of the page the sign-in started on: a new account keeps it, a refusal is shown in it.
  const language = isLanguage(remembered.language) ? remembered.language : DEFAULT_LANGUAGE
  const back = (path: string, inLanguage: Language = language) => {
    const response = redirectResponse(path, { language: inLanguage })
    response.cookies.delete({ name: GOOGLE_STATE_COOKIE, path: '/auth/google' })
    return response
  }
  const outcome = await runGoogleStrategy(request, remembered.state)
  if (outcome.type !== 'success') {
    return back(authErrorPath(outcome.type === 'fail' ? outcome.code : 'google_failed'))
  }
  const payload = await getPayloadClient()
  try {
    const user = await findOrCreateGoogleMember({ payload, user: null }, { profile: outcome.profile, language })
    const { token, exp } = await startSession(payload, user, { method: 'google', userAgent: request.headers.get('user-agent') })
    await recordActivity(payload, user.id)
    // In the member's own language (the cookie below says the same), as a password sign-in leads.
    const onwards = await afterSignIn(payload, user, { from: remembered.from, invite: remembered.invite || null })
    const response = back(onwards, isLanguage(user.language) ? user.language : language)
    const cookie = sessionCookie(payload, token, exp)
    response.cookies.set(cookie.name, cookie.value, cookie.options)
    // The member's own language from now on in this browser too (their profile setting).
    if (user.language) {
      const language = languageCookie(user.language)
      response.cookies.set(language.name, language.value, language.options)
    }
    return response
  } catch (error) {
    if (!(error instanceof GoogleSignInError)) payload.logger.error({ err: error, msg: 'Google sign-in failed' })
    return back(authErrorPath(error instanceof GoogleSignInError ? error.code : 'google_failed'))
  }
}
