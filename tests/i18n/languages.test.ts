/**
 * The site's languages (issue 21): which language a request is answered in, the addresses of a
 * page in each language, and catalogues that match key for key.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, test } from 'vitest'

import { pathIn, splitLanguagePath } from '../../src/i18n/languagePaths'
import { languageRoute } from '../../src/i18n/languageRouting'
import { LANGUAGE_COOKIE } from '../../src/i18n/languages'
import de from '../../src/i18n/messages/de.json'
import en from '../../src/i18n/messages/en.json'
import { MISSING_MESSAGE_MARK, messageFallback } from '../../src/i18n/missingMessages'
import { preferredLanguage } from '../../src/i18n/preferredLanguage'
import { translatorFor } from '../../src/i18n/translator'

describe('addresses', () => {
  test('German pages live under /de, English ones keep the specification’s paths', () => {
    expect(splitLanguagePath('/de/events/4')).toEqual({ prefix: 'de', path: '/events/4' })
    expect(splitLanguagePath('/de')).toEqual({ prefix: 'de', path: '/' })
    expect(splitLanguagePath('/en/events')).toEqual({ prefix: 'en', path: '/events' })
    expect(splitLanguagePath('/events')).toEqual({ prefix: null, path: '/events' })
    // A path that only starts with the letters is no prefix.
    expect(splitLanguagePath('/dev/null')).toEqual({ prefix: null, path: '/dev/null' })
    expect(splitLanguagePath('/documents')).toEqual({ prefix: null, path: '/documents' })
    expect(pathIn('de', '/')).toBe('/de')
    expect(pathIn('de', '/?docs=whitepaper')).toBe('/de?docs=whitepaper')
    expect(pathIn('de', '/events?type=online')).toBe('/de/events?type=online')
    expect(pathIn('en', '/events')).toBe('/events')
    expect(pathIn('de', '/#documents-heading')).toBe('/de#documents-heading')
    // Addresses that already name a language, and those outside the member site.
    expect(pathIn('de', '/de/events?x=1')).toBe('/de/events?x=1')
    expect(pathIn('en', '/de/events?x=1')).toBe('/events?x=1')
    expect(pathIn('de', '/de?docs=all')).toBe('/de?docs=all')
    expect(pathIn('de', '/admin/collections/users')).toBe('/admin/collections/users')
    expect(pathIn('de', '/api/health')).toBe('/api/health')
  })
})

describe('the reader’s language', () => {
  const cookie = (language: string) => `payload-token=abc; ${LANGUAGE_COOKIE}=${language}`

  test('the choice in the cookie, else the browser’s best match, else English', () => {
    expect(preferredLanguage({ cookie: cookie('de'), acceptLanguage: 'en-US,en;q=0.9' })).toBe('de')
    expect(preferredLanguage({ cookie: cookie('en'), acceptLanguage: 'de-DE,de;q=0.9' })).toBe('en')
    expect(preferredLanguage({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).toBe('de')
    expect(preferredLanguage({ acceptLanguage: 'de-AT' })).toBe('de')
    expect(preferredLanguage({ acceptLanguage: 'fr-FR,fr;q=0.9,de;q=0.5' })).toBe('de')
    expect(preferredLanguage({ acceptLanguage: 'en-GB,de;q=0.5' })).toBe('en')
    expect(preferredLanguage({ acceptLanguage: 'fr-FR' })).toBe('en')
    expect(preferredLanguage({})).toBe('en')
    // A cookie naming no language of the site is ignored.
    expect(preferredLanguage({ cookie: cookie('xx'), acceptLanguage: 'de' })).toBe('de')
  })

  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null })
  const pageLoad = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' }

  test('a German reader’s page load goes to the German address; other requests are answered where they are', () => {
    const german = { ...pageLoad, 'accept-language': 'de-DE,de;q=0.9' }
    expect(languageRoute({ method: 'GET', pathname: '/events', search: '?type=online', headers: headers(german) })).toEqual({
      kind: 'redirect',
      location: '/de/events?type=online',
    })
    expect(languageRoute({ method: 'GET', pathname: '/', search: '', headers: headers(german) })).toEqual({
      kind: 'redirect',
      location: '/de',
    })
    // Client-side navigation, posts, calendar apps and feed readers are not sent anywhere.
    for (const request of [
      { method: 'GET', headers: { ...german, rsc: '1' } },
      { method: 'POST', headers: german },
      { method: 'GET', headers: { 'accept-language': 'de', accept: 'text/calendar' } },
    ]) {
      expect(languageRoute({ method: request.method, pathname: '/events', search: '', headers: headers(request.headers) })).toEqual({
        kind: 'render',
        language: 'en',
        path: '/events',
      })
    }
    expect(languageRoute({ method: 'GET', pathname: '/events', search: '', headers: headers(pageLoad) })).toEqual({
      kind: 'render',
      language: 'en',
      path: '/events',
    })
    // Google sign-in keeps its one address (Google knows only the callback's; the state cookie is on it).
    for (const pathname of ['/auth/google', '/auth/google/callback'])
      expect(languageRoute({ method: 'GET', pathname, search: '?state=x', headers: headers(german) })).toEqual({
        kind: 'render',
        language: 'en',
        path: pathname,
      })
  })

  test('/de pages render in German without their prefix; /en and a prefixed admin go to the unprefixed address', () => {
    expect(languageRoute({ method: 'GET', pathname: '/de/events/3', search: '', headers: headers(pageLoad) })).toEqual({
      kind: 'render',
      language: 'de',
      path: '/events/3',
    })
    const english = { ...pageLoad, cookie: `${LANGUAGE_COOKIE}=en` }
    expect(languageRoute({ method: 'GET', pathname: '/en/events', search: '?a=1', headers: headers(english) })).toEqual({
      kind: 'redirect',
      location: '/events?a=1',
    })
    expect(languageRoute({ method: 'GET', pathname: '/de/admin/collections/users', search: '', headers: headers(pageLoad) })).toEqual({
      kind: 'redirect',
      location: '/admin/collections/users',
    })
  })
})

describe('catalogues', () => {
  type Tree = { [key: string]: string | Tree }
  const entries = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
    )
  // The ICU arguments a message uses ({name}, {count, plural, …}), nested ones too; the words inside a select's branches are not arguments.
  const argumentsOf = (elements: MessageFormatElement[]): string[] =>
    elements.flatMap((element) => [
      ...('value' in element && element.type !== TYPE.literal ? [element.value as string] : []),
      ...('options' in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : []),
      ...('children' in element ? argumentsOf(element.children) : []),
    ])
  const placeholders = (message: string) => [...new Set(argumentsOf(parse(message)))].sort()

  test('German has every English key and no other, none empty, with the same placeholders', () => {
    const english = new Map(entries(en as Tree))
    const german = new Map(entries(de as Tree))
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, message] of german) {
      expect(message.trim(), key).not.toBe('')
      expect(placeholders(message), key).toEqual(placeholders(english.get(key)!))
    }
  })
})

describe('missing messages', () => {
  test('the test servers mark a message a catalogue lacks (the render test looks for it); readers get English, else the key', () => {
    const missing = translatorFor('de') as unknown as (key: string) => string
    expect(missing('site.noSuchMessage')).toBe(`${MISSING_MESSAGE_MARK} site.noSuchMessage`)
    const forReaders = messageFallback(false, (path) => (path === 'site.signOut' ? 'Sign Out' : undefined))
    expect(forReaders({ namespace: 'site', key: 'signOut' })).toBe('Sign Out')
    expect(forReaders({ namespace: 'site', key: 'noSuchMessage' })).toBe('site.noSuchMessage')
  })
})
