import { CalendarDays, MapPin, Users } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { eventLocation } from '@/lib/events/eventLocation'
import type { SavedEvents } from '@/lib/events/listEvents'
import { formatLongDate } from '@/lib/format/dates'
import type { Event } from '@/payload-types'

import { SaveDateButton } from './SaveDateButton'

/** Spec 3: the sponsor falls back to 'TBD'. */
export const eventSponsor = (event: Pick<Event, 'sponsor'>) => event.sponsor || 'TBD'

type Props = {
  event: Pick<Event, 'id' | 'title' | 'date' | 'endDate' | 'location' | 'isOnline' | 'sponsor' | 'attendees' | 'maxAttendees'>
  /** Undefined for visitors: no save button; null on a shared member page: the member's state decides. */
  saved?: boolean | null
}

export function EventCard({ event, saved }: Props) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span
          className={
            event.isOnline ? 'rounded-full bg-brand-50 px-2 py-0.5 text-brand-700' : 'rounded-full bg-amber-50 px-2 py-0.5 text-amber-800'
          }
        >
          {event.isOnline ? 'Online' : 'Offline'}
        </span>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-700">{eventSponsor(event)}</span>
      </div>
      <h3 className="text-lg font-semibold leading-snug">
        <a href={`/events/${event.id}`} className="hover:text-brand-600 hover:underline">
          {event.title}
        </a>
      </h3>
      <ul className="space-y-1 text-sm text-gray-700">
        <li className="flex items-center gap-2">
          <Icon icon={CalendarDays} aria-hidden="true" className="size-4 shrink-0" />
          {formatLongDate(event.date)}
          {event.endDate && formatLongDate(event.endDate) !== formatLongDate(event.date) ? ` – ${formatLongDate(event.endDate)}` : ''}
        </li>
        <li className="flex items-center gap-2">
          <Icon icon={MapPin} aria-hidden="true" className="size-4 shrink-0" />
          {eventLocation(event)}
        </li>
        {event.attendees != null || event.maxAttendees != null ? (
          <li className="flex items-center gap-2">
            <Icon icon={Users} aria-hidden="true" className="size-4 shrink-0" />
            {event.attendees ?? 0}
            {event.maxAttendees != null ? ` / ${event.maxAttendees}` : ''} attendees
          </li>
        ) : null}
      </ul>
      {saved !== undefined ? (
        <div className="mt-auto pt-2">
          <SaveDateButton eventId={event.id} initiallySaved={saved ?? undefined} title={event.title} />
        </div>
      ) : null}
    </article>
  )
}

/** A grid of event cards with the member's save buttons. */
export function EventGrid({ events, saved }: { events: Props['event'][]; saved: SavedEvents }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} saved={saved === 'shared' ? null : saved ? saved.has(event.id) : undefined} />
        </li>
      ))}
    </ul>
  )
}
