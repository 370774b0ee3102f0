import { CalendarDays, MapPin, Users } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { requestLanguage } from '@/i18n/requestLanguage'
import { translatorFor } from '@/i18n/translator'
import { eventLocation } from '@/lib/events/eventLocation'
import type { SavedEvents } from '@/lib/events/listEvents'
import { formatListDate } from '@/lib/shared/format/dates'
import type { Event } from '@/payload-types'

import { SaveDateButton } from './SaveDateButton'

/** Spec 3: the sponsor falls back to 'TBD' (in the reader's language). */
export const eventSponsor = (event: Pick<Event, 'sponsor'>, language: Language = 'en') =>
  event.sponsor || translatorFor(language)('event.tbd')

type Props = {
  event: Pick<Event, 'id' | 'title' | 'date' | 'endDate' | 'location' | 'isOnline' | 'sponsor' | 'attendees' | 'maxAttendees'>
  /** Undefined for visitors: no save button; null on a shared member page: the member's state decides. */
  saved?: boolean | null
  language: Language
}

export function EventCard({ event, saved, language }: Props) {
  const t = translatorFor(language)
  const start = formatListDate(event.date, language)
  const end = event.endDate ? formatListDate(event.endDate, language) : start
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span
          className={
            event.isOnline ? 'rounded-full bg-brand-50 px-2 py-0.5 text-brand-700' : 'rounded-full bg-amber-50 px-2 py-0.5 text-amber-800'
          }
        >
          {event.isOnline ? t('event.online') : t('event.offline')}
        </span>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-700">{eventSponsor(event, language)}</span>
      </div>
      <h3 className="text-lg font-semibold leading-snug">
        <a href={pathIn(language, `/events/${event.id}`)} className="hover:text-brand-600 hover:underline">
          {event.title}
        </a>
      </h3>
      <ul className="space-y-1 text-sm text-gray-700">
        <li className="flex items-center gap-2">
          <Icon icon={CalendarDays} aria-hidden="true" className="size-4 shrink-0" />
          {end !== start ? `${start} – ${end}` : start}
        </li>
        <li className="flex items-center gap-2">
          <Icon icon={MapPin} aria-hidden="true" className="size-4 shrink-0" />
          {eventLocation(event, language)}
        </li>
        {event.attendees != null || event.maxAttendees != null ? (
          <li className="flex items-center gap-2">
            <Icon icon={Users} aria-hidden="true" className="size-4 shrink-0" />
            {event.maxAttendees != null
              ? t('event.attendeesOf', { count: event.attendees ?? 0, max: event.maxAttendees })
              : t('event.attendees', { count: event.attendees ?? 0 })}
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

/** A grid of event cards with the member's save buttons, in the page's language. */
export async function EventGrid({ events, saved }: { events: Props['event'][]; saved: SavedEvents }) {
  const language = await requestLanguage()
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} saved={saved === 'shared' ? null : saved ? saved.has(event.id) : undefined} language={language} />
        </li>
      ))}
    </ul>
  )
}
