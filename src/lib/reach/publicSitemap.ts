import type { MetadataRoute } from 'next'

import { pathIn } from '@/i18n/languagePaths'
import { LANGUAGES } from '@/i18n/languages'
import { MAX_TAGS } from '@/lib/content/tags/listTags'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { siteUrl } from '@/lib/shared/siteUrl'

import { languageAlternates } from './pageMetadata'

/** The public pages that are no single row's; project and document details are for members and stay out. */
export const PUBLIC_LIST_PAGES = ['/', '/events', '/surveys', '/projects', '/documents', '/members', '/about', '/live', '/tags'] as const

// A sitemap holds at most 50,000 addresses, here each page once per language; the newest rows
// of each kind come first.
const MAX_ROWS = 12_000

/**
 * Every public page for search engines, in each language with its alternates (hreflang): the
 * list pages, each event, each survey and each tag's page, with when it last changed. Three narrow
 * queries (id and updatedAt only), whatever the number of rows.
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
  const [events, surveys, tags] = await Promise.all([
    read('events'),
    read('surveys'),
    payload.find({ collection: 'tags', select: { slug: true, updatedAt: true }, limit: MAX_TAGS, depth: 0, pagination: false }),
  ])
  const base = siteUrl()
  const inEveryLanguage = (path: string, details: Omit<MetadataRoute.Sitemap[number], 'url'>): MetadataRoute.Sitemap => {
    const alternates = {
      languages: Object.fromEntries(Object.entries(languageAlternates(path)).map(([key, address]) => [key, `${base}${address}`])),
    }
    return LANGUAGES.map((language) => ({ url: `${base}${pathIn(language, path)}`, alternates, ...details }))
  }
  return [
    ...PUBLIC_LIST_PAGES.flatMap((path) => inEveryLanguage(path, { changeFrequency: 'daily' })),
    ...events.docs.flatMap((event) => inEveryLanguage(`/events/${event.id}`, { lastModified: event.updatedAt })),
    ...surveys.docs.flatMap((survey) => inEveryLanguage(`/surveys/${survey.id}`, { lastModified: survey.updatedAt })),
    ...tags.docs.flatMap((tag) => inEveryLanguage(`/tags/${tag.slug}`, { lastModified: tag.updatedAt })),
  ]
}
