import 'server-only'

import { headers } from 'next/headers'

import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_HEADER } from './languages'

/** The language of the page being rendered: the proxy sets it from the path ('/de/…' → de). */
export async function requestLanguage(): Promise<Language> {
  const value = (await headers()).get(LANGUAGE_HEADER)
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}
