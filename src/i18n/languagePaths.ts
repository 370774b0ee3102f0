import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './languages'

const PREFIXED = new RegExp(`^/(${LANGUAGES.join('|')})(?=/|$)`)

/**
 * A path's language and the path without its prefix: '/de/events' → de, '/events'; '/events' →
 * no prefix (null), '/events'. '/en/…' is a prefix too: the switcher's way back to English.
 */
export function splitLanguagePath(pathname: string): { prefix: Language | null; path: string } {
  const match = PREFIXED.exec(pathname)
  if (!match) return { prefix: null, path: pathname }
  return { prefix: match[1] as Language, path: pathname.slice(match[0].length) || '/' }
}

/** Not member-site pages: the admin panel (Payload's own languages) and the APIs have no prefix. */
export const OUTSIDE_THE_SITE = /^\/(admin|api|_next)(\/|$)/

/**
 * The address of a site address in a language: English unprefixed, German under /de; the admin
 * and the APIs as they are. An address that already names a language ('/de/events', a sign-in's
 * `from`) is re-addressed; its query and fragment stay.
 */
export function pathIn(language: Language, address: string): string {
  const end = address.search(/[?#]/)
  const rest = end < 0 ? '' : address.slice(end)
  const { path } = splitLanguagePath(end < 0 ? address : address.slice(0, end))
  if (language === DEFAULT_LANGUAGE || OUTSIDE_THE_SITE.test(path)) return `${path}${rest}`
  return `${path === '/' ? `/${language}` : `/${language}${path}`}${rest}`
}
