import { pathIn } from '@/i18n/languagePaths'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'

import { siteUrl } from '../siteUrl'

/** Longer than any address of the site: refused before anything runs on it, and after encoding. */
export const MAX_LOCATION_LENGTH = 2000

/** Rounds of percent-decoding checked (`%252F` is `%2F` after one): bounded, so the check stays linear. */
const DECODING_ROUNDS = 3

/**
 * Control characters (C0, DEL, C1) and the backslash: browsers drop tabs and line breaks from
 * URLs and read `\` as `/`, so `/\t/evil.example` and `/\evil.example` would leave the site (a
 * line break in a Location header also made Next.js answer 500).
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/

/**
 * Characters that some normalizer (NFKC, IDNA, a proxy or mail client) turns into a slash, a
 * backslash or a dot: fullwidth and other solidi, fullwidth and ideographic dots, the one-dot
 * leader. No address of this site has them in its path, and `/\uFF0F\uFF0Fevil\u3002example`
 * would be a host once normalized.
 */
const LOOKALIKES = /[\u2024\u2044\u2215\u29f5\u29f8\u29f9\u3002\ufe52\ufe68\uff0e\uff0f\uff3c\uff61]/

/** A browser reads `//host` and `/\host` (and so, after decoding, `/%2F…`, `/%5C…`) as another site. */
const ANOTHER_SITE = /^[/\\][/\\]/

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // Malformed escapes elsewhere: decode the ASCII ones, which are all that spell a slash or a control.
    return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  }
}

/** Whether a path, as written or decoded up to DECODING_ROUNDS times (and NFKC-normalized), could leave the site. */
function pathLeavesTheSite(pathname: string): boolean {
  let form = pathname
  for (let round = 0; round <= DECODING_ROUNDS; round++) {
    for (const text of [form, form.normalize('NFKC')]) {
      if (ANOTHER_SITE.test(text) || UNSAFE.test(text) || LOOKALIKES.test(text)) return true
    }
    const next = decodeOnce(form)
    if (next === form) break
    form = next
  }
  return false
}

/**
 * The check of a final location, after every transform: a path on this site (same origin as
 * SERVER_URL, no credentials), never `//…` or `/\…` as written or decoded, without control
 * characters, backslashes or lookalikes of `/` and `.`, within MAX_LOCATION_LENGTH once
 * encoded. Answers the normalized relative form (what `new URL` makes of it: `/./` and `..`
 * resolved, non-ASCII percent-encoded), or null.
 */
function checkedLocation(location: string): string | null {
  if (location.length > MAX_LOCATION_LENGTH || !location.startsWith('/')) return null
  if (ANOTHER_SITE.test(location) || UNSAFE.test(location)) return null
  let base: URL
  let url: URL
  try {
    base = new URL(siteUrl())
    url = new URL(location, base)
  } catch {
    return null
  }
  if (url.origin !== base.origin || url.username || url.password) return null
  const normalized = `${url.pathname}${url.search}${url.hash}`
  // `/.//host` normalizes to `//host`; what percent-encoding made of the text is checked again.
  if (normalized.length > MAX_LOCATION_LENGTH || ANOTHER_SITE.test(normalized) || UNSAFE.test(normalized)) return null
  return pathLeavesTheSite(url.pathname) ? null : normalized
}

function locationOf(address: unknown, language: Language | null): string | null {
  // Bounded and shaped before any transform runs on it.
  if (typeof address !== 'string' || address.length > MAX_LOCATION_LENGTH || !address.startsWith('/')) return null
  if (!language) return checkedLocation(address)
  // Every transform first (the language prefix removed and added, the query and fragment kept) …
  const transformed = pathIn(language, address)
  // … then the check, of exactly what will be sent, and of the page without any prefix: an
  // address that leaves the site in one language (`/de//evil.example` in English) is refused in all.
  return checkedLocation(pathIn(DEFAULT_LANGUAGE, address)) === null ? null : checkedLocation(transformed)
}

export type LocationOptions = {
  /** The language to answer in: the address's own prefix is removed and this one's added (pathIn). */
  language?: Language | null
  /** Where to go when the address does not stay on the site (in the same language); the home page by default. */
  fallback?: string
}

/**
 * The one builder of every redirect inside the site (the redirects in src/lib/shared/redirects use it):
 * the address as sent in a relative `Location`, or the fallback when it would leave the site.
 * Relative, never built from the request's Host, so a visitor stays at the address they opened
 * the site at. Issue 43, finding 3: a return path checked before its language prefix was
 * stripped (`/de//evil.example`) became `//evil.example`; here the check comes last.
 */
export function siteLocation(address: unknown, options: LocationOptions = {}): string {
  const language = options.language ?? null
  return locationOf(address, language) ?? locationOf(options.fallback ?? '/', language) ?? '/'
}

/**
 * A return address a visitor supplied (`from`), without its language prefix: a path on this
 * site, or `/`. The page the member comes back to takes its language from the redirect that
 * finally sends them there.
 */
export const returnPath = (from: unknown): string => siteLocation(from, { language: DEFAULT_LANGUAGE })
