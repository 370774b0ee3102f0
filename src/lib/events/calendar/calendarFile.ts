import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import { toZonedTime } from 'date-fns-tz'
import { ICalCalendar, ICalEventStatus } from 'ical-generator'

import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { EVENT_TIME_ZONE } from '@/lib/shared/format/dates'

/** One event or agenda item as a calendar entry. */
export type CalendarEntry = {
  /** Stable across downloads and feed refreshes, so calendars update the entry in place. */
  uid: string
  title: string
  start: string
  end: string
  description?: string
  location?: string
  url: string
  cancelled?: boolean
  lastModified?: string
}

/**
 * A TEXT value as RFC 5545 3.3.11 writes it: backslash, semicolon and comma escaped, every line
 * break as \n. ical-generator escapes the entries' texts but writes the calendar's name (NAME,
 * X-WR-CALNAME) as given, where a line break in an event title would start a property of its own.
 */
export const escapeText = (value: string) => value.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r\n|\r|\n/g, '\\n')

/**
 * An iCalendar file (RFC 5545) of these entries, with times in Berlin time (TZID
 * Europe/Berlin plus its VTIMEZONE definition), so every calendar shows the spec's Berlin
 * times converted to its own zone, across summer time. With an entry's time zone set,
 * ical-generator writes a plain Date's local clock time, so each time is handed over as
 * Berlin's wall clock (date-fns-tz's toZonedTime), whatever zone the server runs in. The file's
 * own words (a cancelled entry's "Cancelled: …") are in `language`, which its PRODID names too
 * (ical-generator writes no other language property); the entries bring their texts in it.
 */
export function calendarFile(options: { name: string; entries: CalendarEntry[]; refreshMinutes?: number; language: Language }): string {
  const t = translatorFor(options.language)
  const calendar = new ICalCalendar({
    name: escapeText(options.name),
    prodId: { company: 'itot-community', product: 'calendar', language: options.language.toUpperCase() },
    ...(options.refreshMinutes ? { ttl: options.refreshMinutes * 60 } : {}),
  })
  // A VTIMEZONE generator without a calendar-wide zone: the entries carry TZID=Europe/Berlin,
  // while DTSTAMP stays in UTC as RFC 5545 requires.
  calendar.timezone({ name: null, generator: getVtimezoneComponent })
  for (const entry of options.entries) {
    calendar.createEvent({
      id: entry.uid,
      start: toZonedTime(entry.start, EVENT_TIME_ZONE),
      end: toZonedTime(entry.end, EVENT_TIME_ZONE),
      timezone: EVENT_TIME_ZONE,
      summary: entry.cancelled ? t('calendar.cancelled', { title: entry.title }) : entry.title,
      description: entry.description ?? null,
      location: entry.location ?? null,
      url: entry.url,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // Without a METHOD, DTSTAMP is when the entry was last revised (RFC 5545 3.8.7.2): the
      // same bytes for the same content, so a feed's ETag holds between fetches.
      ...(entry.lastModified ? { lastModified: new Date(entry.lastModified), stamp: new Date(entry.lastModified) } : {}),
    })
  }
  // ical-generator folds lines at 75 octets; RFC 5545 also ends the last line with CRLF.
  return `${calendar.toString()}\r\n`
}
