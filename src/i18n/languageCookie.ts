import { siteUsesHttps } from '@/lib/shared/siteUrl'

import { type Language, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from './languages'

/** The cookie that keeps a language choice: set by the switcher, and from a member's profile at sign-in. */
export const languageCookie = (language: Language) => ({
  name: LANGUAGE_COOKIE,
  value: language,
  options: { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax' as const, secure: siteUsesHttps() },
})
