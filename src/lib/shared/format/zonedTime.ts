import type { Language } from '@/i18n/languages'

/**
 * Event times as the site writes them, in any time zone: Berlin's on every page, the viewer's
 * own in the browser (ViewerLocalTime). Built on Intl alone, so a client component can use it
 * without a date library in its bundle; src/lib/shared/format/dates.ts gives the Berlin ones to pages.
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

/** Date and time in a zone: "22.11.2026, 09:00". */
export function formatDateTimeIn(value: DateInput, language: Language, timeZone: string): string {
  const parts = partsIn(value, timeZone)
  const style = DATE_TIME[language]
  return `${style.date(parts)}${style.joiner}${style.time(parts)}`
}

/** The time alone in a zone: "09:00". */
export const formatTimeIn = (value: DateInput, language: Language, timeZone: string) => DATE_TIME[language].time(partsIn(value, timeZone))

/** The calendar day of a moment in a zone ("2026-11-22"), to tell whether two moments share a day there. */
export function dayKeyIn(value: DateInput, timeZone: string): string {
  const { year, month, day } = partsIn(value, timeZone)
  return `${year}-${month}-${day}`
}
