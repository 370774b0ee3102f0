import { addHours } from 'date-fns'

import type { AgendaItem, Event } from '../../payload-types'
import { DEFAULT_EVENT_END, berlinTimeOnDayOf } from '../events/defaultEventTimes'
import { eventLocation } from '../events/eventLocation'
import { siteUrl } from '../siteUrl'
import type { CalendarEntry } from './calendarFile'

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

export const eventUrl = (eventId: number) => `${siteUrl()}/events/${eventId}`

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

export const eventEntry = (event: EventFields): CalendarEntry => ({
  uid: `event-${event.id}@${host()}`,
  title: event.title,
  start: event.date,
  end: eventEnd(event),
  description: [event.descriptionText ? clip(event.descriptionText, 2000) : null, eventUrl(event.id)].filter(Boolean).join('\n\n'),
  location: eventLocation(event),
  url: eventUrl(event.id),
  lastModified: event.updatedAt,
})

export const agendaItemEntry = (item: ItemFields, event: Pick<Event, 'id' | 'title' | 'location' | 'isOnline'>): CalendarEntry => ({
  uid: `agenda-item-${item.id}@${host()}`,
  title: item.title,
  start: item.startTime,
  end: item.endTime,
  description: [
    `Part of ${event.title}`,
    item.speakerName ? `Speaker: ${item.speakerName}` : null,
    item.room ? `Room: ${item.room}` : null,
    item.descriptionText ? `\n${clip(item.descriptionText, 2000)}\n` : null,
    eventUrl(event.id),
  ]
    .filter(Boolean)
    .join('\n'),
  location: [item.room, eventLocation(event)].filter(Boolean).join(', '),
  url: eventUrl(event.id),
  cancelled: item.status === 'cancelled',
  lastModified: item.updatedAt,
})
