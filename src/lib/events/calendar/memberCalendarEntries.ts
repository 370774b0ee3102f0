import { subDays } from 'date-fns'
import type { Payload } from 'payload'

import type { Language } from '@/i18n/languages'
import type { AgendaItem, Event } from '@/payload-types'

import { EVENT_ENTRY_FIELDS, agendaItemEntry, eventEntry } from './calendarEntries'
import type { CalendarEntry } from './calendarFile'

/** A feed stays small: at most this many saved events and as many marked sessions. */
const MAX_ENTRIES = 1000
/** Entries that started longer ago than this drop out of the feed. */
const KEEP_DAYS = 90

const ITEM_FIELDS = {
  title: true,
  startTime: true,
  endTime: true,
  room: true,
  speakerName: true,
  status: true,
  updatedAt: true,
  event: true,
} as const

/**
 * The private feed's entries: the events this member saved and the agenda items they marked
 * (cancelled items stay, marked cancelled, so subscribed calendars show the cancellation),
 * from 90 days back on. Only this member's rows are read. Their words are in `language`.
 */
export async function memberCalendarEntries(
  payload: Payload,
  userId: number,
  language: Language,
  now = new Date(),
): Promise<CalendarEntry[]> {
  const since = subDays(now, KEEP_DAYS).toISOString()
  const { docs: saved } = await payload.find({
    collection: 'saved-event-dates',
    where: { and: [{ user: { equals: userId } }, { 'event.date': { greater_than_equal: since } }] },
    select: { event: true },
    populate: { events: EVENT_ENTRY_FIELDS },
    depth: 1,
    sort: 'id',
    limit: MAX_ENTRIES,
    overrideAccess: true,
    locale: language,
  })
  const { docs: marked } = await payload.find({
    collection: 'agenda-interests',
    where: { and: [{ user: { equals: userId } }, { 'agendaItem.startTime': { greater_than_equal: since } }] },
    select: { agendaItem: true },
    populate: { 'agenda-items': ITEM_FIELDS, events: { title: true, location: true, isOnline: true } },
    depth: 2,
    sort: 'id',
    limit: MAX_ENTRIES,
    overrideAccess: true,
    locale: language,
  })
  const entries: CalendarEntry[] = []
  for (const row of saved) {
    if (typeof row.event === 'object' && row.event) entries.push(eventEntry(row.event as Event, language))
  }
  for (const row of marked) {
    const item = typeof row.agendaItem === 'object' ? (row.agendaItem as AgendaItem | null) : null
    const event = item && typeof item.event === 'object' ? (item.event as Event) : null
    if (item && event) entries.push(agendaItemEntry(item, event, language))
  }
  return entries.sort((a, b) => a.start.localeCompare(b.start))
}
