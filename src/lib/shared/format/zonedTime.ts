import type { Language } from '@/i18n/languages'

/**
 * Event times as the site writes them, in any time zone (Berlin's on every page) or at a UTC
 * offset (the viewer's own, in the browser: ViewerLocalTime). Built on Intl and Date alone, so a
 * client component can use it without a date library in its bundle;
 * src/lib/shared/format/dates.ts gives the Berlin ones to pages.
 */

type DateInput = string | Date

type Parts = { year: string; month: string; day: string; hour: string; minute: string }

/**
 * Event times read the same in both languages: the specification shows them "in the German
 * locale" (22.11.2026, 09:00), which is also German's own format. One entry per language, so a
 * language that writes them otherwise changes only its line.
 */
const DATE_TIME: Record<Language, { date: (p: Parts) => string; time: (p: Parts) => string; joiner: string }> = {
  en: { date: (p) => `${p.day}.${p.month}.${p.year}`, time: (p) => `${p.hour}:${p.minute}`, joiner: ', ' },
  de: { date: (p) => `${p.day}.${p.month}.${p.year}`, time: (p) => `${p.hour}:${p.minute}`, joiner: ', ' },
}

const readers = new Map<string, Intl.DateTimeFormat>()

/** The calendar fields of a moment in a zone, as digits (a reader per zone, made once). */
function partsIn(value: DateInput, timeZone: string): Parts {
  let reader = readers.get(timeZone)
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    readers.set(timeZone, reader)
  }
  const parts: Parts = { year: '', month: '', day: '', hour: '', minute: '' }
  for (const part of reader.formatToParts(typeof value === 'string' ? new Date(value) : value)) {
    if (part.type in parts) parts[part.type as keyof Parts] = part.value
  }
  return {
    year: parts.year.padStart(4, '0'),
    month: parts.month.padStart(2, '0'),
    day: parts.day.padStart(2, '0'),
    hour: parts.hour.padStart(2, '0'),
    minute: parts.minute.padStart(2, '0'),
  }
}

/** Calendar fields as the site writes a date and time, wherever they were read. */
function dateTime(parts: Parts, language: Language): string {
  const style = DATE_TIME[language]
  return `${style.date(parts)}${style.joiner}${style.time(parts)}`
}

const dayKey = ({ year, month, day }: Parts) => `${year}-${month}-${day}`

/** Date and time in a zone: "22.11.2026, 09:00". */
export const formatDateTimeIn = (value: DateInput, language: Language, timeZone: string) => dateTime(partsIn(value, timeZone), language)

/** The time alone in a zone: "09:00". */
export const formatTimeIn = (value: DateInput, language: Language, timeZone: string) => DATE_TIME[language].time(partsIn(value, timeZone))

/** The calendar day of a moment in a zone ("2026-11-22"), to tell whether two moments share a day there. */
export const dayKeyIn = (value: DateInput, timeZone: string) => dayKey(partsIn(value, timeZone))

/**
 * The offset from UTC, in minutes, of a zone's clocks at a moment (Berlin: 60 in winter, 120 in
 * summer). The server gives it to the browser, which then needs no Intl for Berlin's clock.
 */
export function offsetMinutesIn(value: DateInput, timeZone: string): number {
  const minute = Math.floor(new Date(value).getTime() / 60_000) * 60_000
  const { year, month, day, hour, minute: minutes } = partsIn(new Date(minute), timeZone)
  return Math.round((Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minutes)) - minute) / 60_000)
}

/** Berlin's offsets from UTC (minutes) at an event's start and end (its end's null without one). */
export type EventZoneOffsets = { start: number; end: number | null }

/**
 * The calendar fields of a moment at a UTC offset, from Date's UTC fields: no Intl, whose first
 * use in a page costs a phone about a tenth of a second (the viewer's own time, in the browser).
 */
function partsAtOffset(value: DateInput, offsetMinutes: number): Parts {
  const shifted = new Date(new Date(value).getTime() + offsetMinutes * 60_000)
  const two = (n: number) => String(n).padStart(2, '0')
  return {
    year: String(shifted.getUTCFullYear()).padStart(4, '0'),
    month: two(shifted.getUTCMonth() + 1),
    day: two(shifted.getUTCDate()),
    hour: two(shifted.getUTCHours()),
    minute: two(shifted.getUTCMinutes()),
  }
}

/** Date and time at a UTC offset: "22.11.2026, 03:00". */
export const formatDateTimeAtOffset = (value: DateInput, language: Language, offsetMinutes: number) =>
  dateTime(partsAtOffset(value, offsetMinutes), language)

/** The time alone at a UTC offset: "03:00". */
export const formatTimeAtOffset = (value: DateInput, language: Language, offsetMinutes: number) =>
  DATE_TIME[language].time(partsAtOffset(value, offsetMinutes))

/** The calendar day of a moment at a UTC offset ("2026-11-22"). */
export const dayKeyAtOffset = (value: DateInput, offsetMinutes: number) => dayKey(partsAtOffset(value, offsetMinutes))

/** An offset as people write it: "UTC", "UTC+1", "UTC−5" (a minus sign), "UTC+5:30". */
export function offsetName(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC'
  const size = Math.abs(offsetMinutes)
  const minutes = size % 60
  return `UTC${offsetMinutes > 0 ? '+' : '\u2212'}${Math.floor(size / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`
}

/** The browser's own offset from UTC at a moment, in minutes (east positive). */
export const viewerOffsetMinutes = (value: DateInput) => -new Date(value).getTimezoneOffset()
