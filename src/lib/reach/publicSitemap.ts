import type { MetadataRoute } from 'next'

import { getPayloadClient } from '../payload'
import { siteUrl } from '../siteUrl'

/** The public pages that are no single row's; project and document details are for members and stay out. */
export const PUBLIC_LIST_PAGES = ['/', '/events', '/surveys', '/projects', '/documents', '/members', '/about', '/live'] as const

// A sitemap holds at most 50,000 addresses; the newest rows of each kind come first.
const MAX_ROWS = 20_000

/**
 * Every public page for search engines: the list pages, each event and each survey, with when
 * it last changed. Two narrow queries (id and updatedAt only), whatever the number of rows.
 */
export async function publicSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const read = (collection: 'events' | 'surveys') =>
    payload.find({
      collection,
      select: { updatedAt: true },
      sort: '-updatedAt',
      limit: MAX_ROWS,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  const [events, surveys] = await Promise.all([read('events'), read('surveys')])
  const base = siteUrl()
  return [
    ...PUBLIC_LIST_PAGES.map((path) => ({ url: `${base}${path}`, changeFrequency: 'daily' as const })),
    ...events.docs.map((event) => ({ url: `${base}/events/${event.id}`, lastModified: event.updatedAt })),
    ...surveys.docs.map((survey) => ({ url: `${base}/surveys/${survey.id}`, lastModified: survey.updatedAt })),
  ]
}
