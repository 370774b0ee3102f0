import type { LocalizationConfig } from 'payload'

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/i18n/languages'

const ENGLISH_NAMES: Record<Language, string> = { en: 'English', de: 'German' }
const GERMAN_NAMES: Record<Language, string> = { en: 'Englisch', de: 'Deutsch' }

/**
 * Content in both site languages (Payload localization): a field marked `localized` keeps an
 * English and a German version, and a read in one language shows the other where its own is
 * missing, so an event written only in German still shows on the English site, and the reverse.
 * The site's languages are the content's locales; English, the specification's language, is the default.
 */
export const contentLocalization: LocalizationConfig = {
  locales: LANGUAGES.map((code) => ({
    code,
    // Named in the admin's language (the locale switch; the audit trail reads the English name).
    label: { en: ENGLISH_NAMES[code], de: GERMAN_NAMES[code] },
    fallbackLocale: LANGUAGES.filter((other) => other !== code),
  })),
  defaultLocale: DEFAULT_LANGUAGE,
  fallback: true,
}

/** The other language: where a missing version is read from. */
export const otherLanguage = (language: Language): Language => LANGUAGES.find((other) => other !== language) ?? DEFAULT_LANGUAGE
