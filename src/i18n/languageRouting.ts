import { OUTSIDE_THE_SITE, pathIn, splitLanguagePath } from './languagePaths'
import { DEFAULT_LANGUAGE, type Language } from './languages'
import { preferredLanguage } from './preferredLanguage'

type RequestFacts = {
  method: string
  pathname: string
  search: string
  headers: { get(name: string): string | null }
}

/** Route handlers with one address in every language, never sent to a language prefix. */
const ONE_ADDRESS = /^\/auth\/google(\/|$)/

export type LanguageRoute = { kind: 'redirect'; location: string } | { kind: 'render'; language: Language; path: string }

/**
 * A browser loading a page as a document (not a React Server Component request, a prefetch, a
 * feed reader or a calendar app): the only request that is sent on to the reader's language.
 */
export function isDocumentLoad(request: RequestFacts): boolean {
  const headers = request.headers
  return (
    request.method === 'GET' &&
    !headers.get('rsc') &&
    !headers.get('next-router-state-tree') &&
    !new URLSearchParams(request.search).has('_rsc') &&
    (headers.get('sec-fetch-dest') ?? 'document') === 'document' &&
    (headers.get('accept') ?? '').includes('text/html')
  )
}

/**
 * How a site request is answered in a language: '/de/…' is rendered in German at the path
 * without its prefix; '/en/…' goes to the unprefixed English address; an unprefixed page load
 * goes to '/de/…' when its reader prefers German (cookie, else Accept-Language), and is
 * otherwise rendered in English.
 */
export function languageRoute(request: RequestFacts): LanguageRoute {
  // Google sign-in keeps one address (Google knows only its callback's): its routes carry the language themselves.
  if (ONE_ADDRESS.test(request.pathname)) return { kind: 'render', language: DEFAULT_LANGUAGE, path: request.pathname }
  const { prefix, path } = splitLanguagePath(request.pathname)
  if (prefix === DEFAULT_LANGUAGE || (prefix && OUTSIDE_THE_SITE.test(path)))
    return { kind: 'redirect', location: `${path}${request.search}` }
  if (prefix) return { kind: 'render', language: prefix, path }
  if (isDocumentLoad(request)) {
    const language = preferredLanguage({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') })
    if (language !== DEFAULT_LANGUAGE) {
      return { kind: 'redirect', location: `${pathIn(language, path)}${request.search}` }
    }
  }
  return { kind: 'render', language: DEFAULT_LANGUAGE, path }
}
