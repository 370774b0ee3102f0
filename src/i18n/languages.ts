/**
 * The site's languages. English is the specification's language and keeps its paths (/events);
 * German lives under /de (/de/events): each page has one address per language, which caches and
 * search engines tell apart (docs/decisions.md, 'Languages in the path').
 */
export const LANGUAGES = ['en', 'de'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** Each language named in itself, as the switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' }

/** A visitor's or member's choice, kept for a year; a member's profile setting is copied into it at sign-in. */
export const LANGUAGE_COOKIE = 'site-language'
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** The language of the request, set by the proxy from the path (and never taken from the client). */
export const LANGUAGE_HEADER = 'x-site-language'

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)
