import { subDays } from 'date-fns'
import { Feed } from 'feed'

import { pathIn } from '@/i18n/languagePaths'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { EVENT_ENTRY_FIELDS, eventEntry, eventUrl } from '@/lib/events/calendar/calendarEntries'
import { calendarFile } from '@/lib/events/calendar/calendarFile'
import { eventLocation } from '@/lib/events/eventLocation'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { formatEventRange } from '@/lib/shared/format/dates'
import { siteUrl } from '@/lib/shared/siteUrl'

import { FEED_LINKS, SITE_NAME } from './pageMetadata'

const FEED_ENTRIES = 30
const CALENDAR_EVENTS = 500

/**
 * The public events calendar to subscribe to: every event from a month ago on (at most 500),
 * in Berlin time, each with its stable UID so calendars update entries in place; its words in `language`.
 */
export async function publicEventsCalendar(language: Language = DEFAULT_LANGUAGE): Promise<string> {
  const payload = await getPayloadClient()
  const events = await payload.find({
    collection: 'events',
    where: { date: { greater_than_equal: subDays(new Date(), 30).toISOString() } },
    sort: 'date',
    limit: CALENDAR_EVENTS,
    depth: 0,
    select: EVENT_ENTRY_FIELDS,
    overrideAccess: true,
  })
  return calendarFile({
    name: translatorFor(language)('calendar.publicFeed', { siteName: SITE_NAME }),
    entries: events.docs.map((event) => eventEntry(event, language)),
    refreshMinutes: 60,
    language,
  })
}

/**
 * The Atom feed of what is new: the latest events and documents, newest first, in `language`
 * (the titles in it where they have a version in it, the words from the catalogue, links to its pages).
 */
export async function siteAtomFeed(language: Language = DEFAULT_LANGUAGE): Promise<string> {
  const payload = await getPayloadClient()
  const t = translatorFor(language)
  const [events, documents] = await Promise.all([
    payload.find({
      collection: 'events',
      sort: '-createdAt',
      limit: FEED_ENTRIES,
      depth: 0,
      select: { ...EVENT_ENTRY_FIELDS, createdAt: true },
      locale: language,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'documents',
      sort: '-createdAt',
      limit: FEED_ENTRIES,
      depth: 0,
      select: { title: true, company: true, documentType: true, descriptionText: true, createdAt: true, updatedAt: true },
      locale: language,
      // As a visitor: a feed is public, so it tells of TLP:CLEAR documents only (access/library/tlpAccess.ts).
      overrideAccess: false,
    }),
  ])
  const base = siteUrl()
  const page = (path: string) => `${base}${pathIn(language, path)}`
  const entries = [
    ...events.docs.map((event) => ({
      title: t('reach.feedEventEntry', { title: event.title }),
      id: eventUrl(event.id),
      link: page(`/events/${event.id}`),
      description: [
        t('reach.feedEventDescription', {
          when: formatEventRange(event.date, event.endDate, language),
          location: eventLocation(event, language),
        }),
        event.descriptionText,
      ]
        .filter(Boolean)
        .join(' '),
      published: new Date(event.createdAt),
      date: new Date(event.updatedAt),
    })),
    ...documents.docs.map((document) => ({
      title: t('reach.feedDocumentEntry', { title: document.title }),
      // The entry's id stays what it was before documents had pages: a feed reader that saw the
      // entry must not take it for a new one.
      id: `${base}/documents#document-${document.id}`,
      link: page(`/documents/${document.id}`),
      description: [
        t('reach.feedDocumentDescription', { type: document.documentType, company: document.company }),
        document.descriptionText,
      ]
        .filter(Boolean)
        .join(' '),
      published: new Date(document.createdAt),
      date: new Date(document.updatedAt),
    })),
  ]
    .sort((a, b) => b.published.getTime() - a.published.getTime())
    .slice(0, FEED_ENTRIES)
  const feed = new Feed({
    id: `${base}/`,
    title: SITE_NAME,
    description: t('reach.siteDescription'),
    link: page('/'),
    language,
    favicon: `${base}/favicon.ico`,
    image: `${base}/icon-512.png`,
    copyright: SITE_NAME,
    updated: entries.reduce((latest, entry) => (entry.date > latest ? entry.date : latest), new Date(0)),
    feedLinks: { atom: page(FEED_LINKS['application/atom+xml']) },
    generator: false,
  })
  for (const entry of entries) feed.addItem(entry)
  return feed.atom1()
}
