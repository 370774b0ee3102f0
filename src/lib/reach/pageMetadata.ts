import type { Metadata } from 'next'

import { pathIn } from '@/i18n/languagePaths'
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { siteUrl } from '@/lib/shared/siteUrl'

export const SITE_NAME = 'IT/OT Community'
/** The share image of pages without one of their own (public/share-image.png, 1200 × 630). */
export const SITE_SHARE_IMAGE = { url: '/share-image.png', width: 1200, height: 630, alt: 'IT/OT Community' }

/** The site's feeds, announced on every page (Next replaces a layout's `alternates` with a page's, so both name them). */
export const FEED_LINKS = { 'application/atom+xml': '/feeds/atom.xml', 'text/calendar': '/feeds/events.ics' }
/** The feeds in a language: a German page announces the German ones. */
export const feedLinksIn = (language: Language) =>
  Object.fromEntries(Object.entries(FEED_LINKS).map(([type, path]) => [type, pathIn(language, path)]))

/** The site's one-line description in a language (pages without their own). */
export const siteDescription = (language: Language) => translatorFor(language)('reach.siteDescription')

export type ShareImage = { url: string; width: number; height: number; alt: string }

/** Open Graph names languages with their region. */
export const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: 'en_US', de: 'de_DE' }

/** The page's address in every language, and English for readers of any other (hreflang). */
export const languageAlternates = (path: string): Record<string, string> => ({
  ...Object.fromEntries(LANGUAGES.map((language) => [language, pathIn(language, path)])),
  'x-default': pathIn(DEFAULT_LANGUAGE, path),
})

export const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text)

/** What every page starts from: the site's address (relative URLs resolve against it), name, feeds and share image. */
export const siteMetadata = (language: Language): Metadata => ({
  metadataBase: new URL(`${siteUrl()}/`),
  title: SITE_NAME,
  description: siteDescription(language),
  applicationName: SITE_NAME,
  alternates: { types: feedLinksIn(language) },
  openGraph: {
    siteName: SITE_NAME,
    type: 'website',
    locale: OPEN_GRAPH_LOCALES[language],
    title: SITE_NAME,
    description: siteDescription(language),
    images: [SITE_SHARE_IMAGE],
  },
  twitter: { card: 'summary_large_image', title: SITE_NAME, description: siteDescription(language), images: [SITE_SHARE_IMAGE] },
})
