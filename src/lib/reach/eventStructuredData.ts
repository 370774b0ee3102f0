import { formatInTimeZone } from 'date-fns-tz'

import type { Language } from '@/i18n/languages'
import { eventEnd, eventUrl } from '@/lib/events/calendar/calendarEntries'
import { EVENT_TIME_ZONE } from '@/lib/shared/format/dates'
import { siteUrl } from '@/lib/shared/siteUrl'
import type { Event, Media, Speaker } from '@/payload-types'

import { eventShareImageUrl } from './eventShareImageUrl'
import { SITE_NAME } from './pageMetadata'

type EventFields = Pick<
  Event,
  'id' | 'title' | 'descriptionText' | 'date' | 'endDate' | 'location' | 'isOnline' | 'sponsor' | 'registrationLink' | 'image' | 'updatedAt'
>
type SpeakerFields = Pick<Speaker, 'fullName' | 'firstName' | 'lastName' | 'jobRole' | 'company'>

/** An ISO 8601 time with Berlin's offset (2027-01-14T09:00:00+01:00): the event's own clock, unambiguous. */
const berlinIso = (value: string) => formatInTimeZone(value, EVENT_TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX")

/** An uploaded image's address as an absolute URL (local files are served under the site's address). */
export const absoluteMediaUrl = (media: unknown): string | null => {
  const url = typeof media === 'object' && media !== null ? (media as Media).url : null
  return url ? new URL(url, `${siteUrl()}/`).toString() : null
}

/**
 * schema.org `Event` data for search engines' event listings: when (with time zone), where (a
 * place, or online), who performs (the speakers), who organizes and sponsors, and its pictures.
 */
export function eventStructuredData(event: EventFields, speakers: SpeakerFields[], language: Language = 'en'): Record<string, unknown> {
  const url = eventUrl(event.id, language)
  const images = [eventShareImageUrl(event), absoluteMediaUrl(event.image)].filter((image): image is string => image !== null)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.descriptionText ? { description: event.descriptionText.slice(0, 1000) } : {}),
    url,
    startDate: berlinIso(event.date),
    endDate: berlinIso(eventEnd(event)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.isOnline ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.isOnline
      ? { '@type': 'VirtualLocation', url: event.registrationLink || url }
      : { '@type': 'Place', name: event.location || 'TBD', address: event.location || 'TBD' },
    ...(images.length > 0 ? { image: images } : {}),
    performer: speakers.map((speaker) => ({
      '@type': 'Person',
      name: speaker.fullName || `${speaker.firstName} ${speaker.lastName}`,
      ...(speaker.jobRole ? { jobTitle: speaker.jobRole } : {}),
      ...(speaker.company ? { affiliation: { '@type': 'Organization', name: speaker.company } } : {}),
    })),
    organizer: { '@type': 'Organization', name: SITE_NAME, url: siteUrl() },
    ...(event.sponsor && event.sponsor !== 'TBD' ? { sponsor: { '@type': 'Organization', name: event.sponsor } } : {}),
  }
}

/** JSON for a `<script type="application/ld+json">`: no `<` can end the script early. */
export const jsonLdScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
