import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_HEADER } from './languages'

/**
 * The language a calendar route answers in: the one the proxy set from the path
 * ('/de/events/1/calendar.ics' is German), read from the request itself so the route needs no
 * request scope; English when none.
 */
export function routeLanguage(request: Request): Language {
  const value = request.headers.get(LANGUAGE_HEADER)
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}
