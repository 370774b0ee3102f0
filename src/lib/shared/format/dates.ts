import { de } from 'date-fns/locale/de'
import { formatInTimeZone } from 'date-fns-tz'

import type { Language } from '@/i18n/languages'

import { EVENT_TIME_ZONE } from './eventTimeZone'
import { formatListDateIn } from './listDate'
import { type EventZoneOffsets, formatDateTimeIn, formatTimeIn, offsetMinutesIn } from './zonedTime'

export { EVENT_TIME_ZONE }

/**
 * The site's one formatter of dates, times and numbers (issue 21): every function takes the
 * page's language. German writes German formats throughout (22.11.2026, 09:00); English keeps
 * the format the specification names for each place. All dates and times are Berlin's, the
 * event time (a viewer elsewhere also sees their own: ViewerLocalTime, src/lib/shared/format/zonedTime.ts).
 */

type DateInput = string | Date

/** A pattern in the language's words (month and day names), in Berlin. */
const inBerlin = (value: DateInput, pattern: string, language: Language) =>
  formatInTimeZone(value, EVENT_TIME_ZONE, pattern, language === 'de' ? { locale: de } : undefined)

/** The date of a list or card: US English long date ("December 6, 2026"), German "06.12.2026" (zonedTime.ts, which client components use too). */
export const formatListDate = (value: DateInput, language: Language) => formatListDateIn(value, language, EVENT_TIME_ZONE)

/** A document card's date: the specification's MM.DD.YY in English, DD.MM.YY in German. */
export const formatCardDate = (value: DateInput, language: Language) =>
  inBerlin(value, language === 'de' ? 'dd.MM.yy' : 'MM.dd.yy', language)

/** A project's dates: the specification's 'MMM dd, yyyy' in English ("Dec 06, 2026"), German "06.12.2026". */
export const formatProjectDate = (value: DateInput, language: Language) =>
  inBerlin(value, language === 'de' ? 'dd.MM.yyyy' : 'MMM dd, yyyy', language)

/**
 * An event's date and time: "06.12.2026, 09:00" in both languages (the specification shows
 * event times in the German locale, which is German's own format too).
 */
export const formatEventDateTime = (value: DateInput, language: Language) => formatDateTimeIn(value, language, EVENT_TIME_ZONE)

/** A moment of the member's account (a sign-in, a passkey's last use): "November 29, 2026, 14:33", German "29.11.2026, 14:33". */
export const formatAccountMoment = (value: DateInput, language: Language) =>
  `${formatListDate(value, language)}, ${formatTimeIn(value, language, EVENT_TIME_ZONE)}`

/** An event's or session's time alone: "09:00". */
export const formatEventTime = (value: DateInput, language: Language) => formatTimeIn(value, language, EVENT_TIME_ZONE)

/** An event's time range: "06.12.2026, 09:00 – 17:00", or both dates when it spans Berlin days. */
export function formatEventRange(start: DateInput, end: DateInput | null | undefined, language: Language): string {
  if (!end) return formatEventDateTime(start, language)
  const sameDay = berlinDayKey(start) === berlinDayKey(end)
  return `${formatEventDateTime(start, language)} – ${sameDay ? formatEventTime(end, language) : formatEventDateTime(end, language)}`
}

/** A session's times: "09:00 – 10:15". */
export const formatEventTimeRange = (start: DateInput, end: DateInput, language: Language) =>
  `${formatEventTime(start, language)} – ${formatEventTime(end, language)}`

/**
 * A day heading of a multi-day event's agenda: "Tuesday, 14 January 2027", German
 * "Dienstag, 14. Januar 2027".
 */
export const formatAgendaDay = (value: DateInput, language: Language) =>
  inBerlin(value, language === 'de' ? 'EEEE, d. MMMM yyyy' : 'EEEE, d MMMM yyyy', language)

/** Berlin's offsets at an event's start and end, so the viewer's own time needs no Intl in the browser. */
export const eventZoneOffsets = (start: DateInput, end: DateInput | null | undefined): EventZoneOffsets => ({
  start: offsetMinutesIn(start, EVENT_TIME_ZONE),
  end: end ? offsetMinutesIn(end, EVENT_TIME_ZONE) : null,
})

/** The Berlin calendar day of a moment ("2027-01-14"), to tell whether two moments share a day (no words: no language). */
export const berlinDayKey = (value: DateInput) => formatInTimeZone(value, EVENT_TIME_ZONE, 'yyyy-MM-dd')

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' }
const numberFormats = new Map<Language, Intl.NumberFormat>()

/** A count or figure in the language's digits: "12,345" in English, "12.345" in German. */
export function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language])
    numberFormats.set(language, format)
  }
  return format.format(value)
}
