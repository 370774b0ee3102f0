import type { Language } from '@/i18n/languages'

type DateInput = string | Date

/** US English long dates ("December 6, 2026"); German digits ("06.12.2026"). */
const LIST_DATE: Record<Language, { locale: string; options: Intl.DateTimeFormatOptions }> = {
  en: { locale: 'en-US', options: { month: 'long', day: 'numeric', year: 'numeric' } },
  de: { locale: 'de-DE', options: { day: '2-digit', month: '2-digit', year: 'numeric' } },
}

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * The date of a list or card in a zone. Pages read it through dates.ts (formatListDate, in
 * Berlin); a client component that learns a date in the browser (an application on a shared
 * page) writes it with this, a module of its own so it brings no other formatter along.
 */
export function formatListDateIn(value: DateInput, language: Language, timeZone: string): string {
  const key = `${language} ${timeZone}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LIST_DATE[language].locale, { ...LIST_DATE[language].options, timeZone })
    formats.set(key, format)
  }
  return format.format(typeof value === 'string' ? new Date(value) : value)
}
