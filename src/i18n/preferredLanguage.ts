import Negotiator from 'negotiator'

import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_COOKIE, LANGUAGES } from './languages'

const cookieValue = (cookieHeader: string | null | undefined, name: string): string | null => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return null
}

/**
 * The language a request without a language in its path is answered in: the choice kept in the
 * cookie (a visitor's switch, or a member's profile setting, copied at sign-in), else the best
 * match of the browser's Accept-Language, else English.
 */
export function preferredLanguage(headers: { cookie?: string | null; acceptLanguage?: string | null }): Language {
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE)
  if (isLanguage(chosen)) return chosen
  if (!headers.acceptLanguage) return DEFAULT_LANGUAGE
  const negotiator = new Negotiator({ headers: { 'accept-language': headers.acceptLanguage } })
  const match = negotiator.language([...LANGUAGES])
  return isLanguage(match) ? match : DEFAULT_LANGUAGE
}
