import { addHours } from 'date-fns'

import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { siteUrl } from '@/lib/shared/siteUrl'
import type { AgendaItem, Event } from '@/payload-types'

import { DEFAULT_EVENT_END, berlinTimeOnDayOf } from '../defaultEventTimes'
import { eventLocation } from '../eventLocation'
import type { CalendarEntry } from './calendarFile'
import { type QuickAddLinks, quickAddLinks } from './quickAddLinks'

type EventFields = Pick<Event, 'id' | 'title' | 'date' | 'endDate' | 'location' | 'isOnline' | 'descriptionText' | 'updatedAt'>
type ItemFields = Pick<AgendaItem, 'id' | 'title' | 'startTime' | 'endTime' | 'room' | 'speakerName' | 'status' | 'updatedAt'> &
  Partial<Pick<AgendaItem, 'descriptionText'>>

const host = () => new URL(siteUrl()).host
const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text)

/**
 * Without an end date an event lasts until the spec's default end (17:00 Berlin) on its day,
 * or one hour when it starts later than that.
 */
export function eventEnd(event: Pick<Event, 'date' | 'endDate'>): string {
  if (event.endDate) return event.endDate
  const defaultEnd = berlinTimeOnDayOf(event.date, DEFAULT_EVENT_END)
  return new Date(defaultEnd) > new Date(event.date) ? defaultEnd : addHours(new Date(event.date), 1).toISOString()
}

/** An event's page, in a language (German under /de). */
export const eventUrl = (eventId: number, language: Language = 'en') => `${siteUrl()}${pathIn(language, `/events/${eventId}`)}`

/** What eventEntry reads of an event: the select of every query that makes calendar entries. */
export const EVENT_ENTRY_FIELDS = {
  title: true,
  date: true,
  endDate: true,
  location: true,
  isOnline: true,
  descriptionText: true,
  updatedAt: true,
} as const

/**
 * An event as a calendar entry, its words and link in a language. The UID is the same in every
 * language: it is one event, whichever language's file a calendar got it from.
 */
export const eventEntry = (event: EventFields, language: Language): CalendarEntry => ({
  uid: `event-${event.id}@${host()}`,
  title: event.title,
  start: event.date,
  end: eventEnd(event),
  description: [event.descriptionText ? clip(event.descriptionText, 2000) : null, eventUrl(event.id, language)]
    .filter(Boolean)
    .join('\n\n'),
  location: eventLocation(event, language),
  url: eventUrl(event.id, language),
  lastModified: event.updatedAt,
})

/** What an agenda item's calendar text starts with: its event, speaker and room, in a language. */
const agendaItemContext = (item: Pick<AgendaItem, 'speakerName' | 'room'>, event: Pick<Event, 'title'>, language: Language) => {
  const t = translatorFor(language)
  return [
    t('calendar.partOf', { eventTitle: event.title }),
    item.speakerName ? t('calendar.speaker', { speaker: item.speakerName }) : null,
    item.room ? t('calendar.room', { room: item.room }) : null,
  ]
}

/** An agenda item as a calendar entry, its words and link in a language. */
export const agendaItemEntry = (
  item: ItemFields,
  event: Pick<Event, 'id' | 'title' | 'location' | 'isOnline'>,
  language: Language,
): CalendarEntry => ({
  uid: `agenda-item-${item.id}@${host()}`,
  title: item.title,
  start: item.startTime,
  end: item.endTime,
  description: [
    ...agendaItemContext(item, event, language),
    item.descriptionText ? `\n${clip(item.descriptionText, 2000)}\n` : null,
    eventUrl(event.id, language),
  ]
    .filter(Boolean)
    .join('\n'),
  location: [item.room, eventLocation(event, language)].filter(Boolean).join(', '),
  url: eventUrl(event.id, language),
  cancelled: item.status === 'cancelled',
  lastModified: item.updatedAt,
})

/** An event's Google Calendar and Outlook links (src/lib/events/calendar/quickAddLinks.ts), its words and page in a language. */
export const eventQuickAddLinks = (
  event: Pick<Event, 'id' | 'title' | 'date' | 'endDate' | 'location' | 'isOnline' | 'descriptionText'>,
  language: Language,
): QuickAddLinks =>
  quickAddLinks({
    title: event.title,
    start: event.date,
    end: eventEnd(event),
    details: event.descriptionText,
    location: eventLocation(event, language),
    pageUrl: eventUrl(event.id, language),
  })
