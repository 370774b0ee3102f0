import { formatInTimeZone } from 'date-fns-tz'

import type { Language } from '@/i18n/languages'

import { EVENT_TIME_ZONE } from './eventTimeZone'

export { EVENT_TIME_ZONE }

type DateInput = string | Date

/**
 * The date of a list or card in the page's language, in Berlin: English keeps the specification's
 * US long date ("December 6, 2026"), German writes "06.12.2026".
 */
export const formatListDate = (value: DateInput, language: Language) =>
  formatInTimeZone(value, EVENT_TIME_ZONE, language === 'de' ? 'dd.MM.yyyy' : 'MMMM d, yyyy')

/** US English long date for lists: "December 6, 2026". */
export const formatLongDate = (value: DateInput) => formatListDate(value, 'en')

/** A document card's date: the specification's MM.DD.YY in English, DD.MM.YY in German. */
export const formatCardDate = (value: DateInput, language: Language) =>
  formatInTimeZone(value, EVENT_TIME_ZONE, language === 'de' ? 'dd.MM.yy' : 'MM.dd.yy')

/** German date and time in Berlin: "06.12.2026, 09:00". */
export const formatGermanDateTime = (value: DateInput) => formatInTimeZone(value, EVENT_TIME_ZONE, 'dd.MM.yyyy, HH:mm')

/** German time in Berlin: "09:00". */
export const formatGermanTime = (value: DateInput) => formatInTimeZone(value, EVENT_TIME_ZONE, 'HH:mm')

/** Document cards: MM.DD.YY. */
export const formatShortUsDate = (value: DateInput) => formatCardDate(value, 'en')

/** Project start dates: "Dec 06, 2026". */
export const formatProjectDate = (value: DateInput) => formatInTimeZone(value, EVENT_TIME_ZONE, 'MMM dd, yyyy')

/** A German date-time range in Berlin: "06.12.2026, 09:00 – 17:00", or both dates when it spans days. */
export function formatGermanRange(start: DateInput, end?: DateInput | null): string {
  if (!end) return formatGermanDateTime(start)
  const sameDay = berlinDayKey(start) === berlinDayKey(end)
  return `${formatGermanDateTime(start)} – ${sameDay ? formatGermanTime(end) : formatGermanDateTime(end)}`
}

/** A day heading of a multi-day event's agenda, in Berlin: "Tuesday, 14 January 2027". */
export const formatAgendaDay = (value: DateInput) => formatInTimeZone(value, EVENT_TIME_ZONE, 'EEEE, d MMMM yyyy')

/** The Berlin calendar day of a moment ("2027-01-14"), to tell whether two moments share a day. */
export const berlinDayKey = (value: DateInput) => formatInTimeZone(value, EVENT_TIME_ZONE, 'yyyy-MM-dd')
