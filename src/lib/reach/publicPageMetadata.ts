import type { Metadata } from 'next'

import { pathIn } from '@/i18n/languagePaths'
import { LANGUAGES } from '@/i18n/languages'
import { requestLanguage } from '@/i18n/requestLanguage'

import {
  clip,
  feedLinksIn,
  languageAlternates,
  OPEN_GRAPH_LOCALES,
  siteDescription,
  SITE_NAME,
  SITE_SHARE_IMAGE,
  type ShareImage,
} from './pageMetadata'

/**
 * A public page's title, description, canonical address in the page's language with its
 * addresses in the others (hreflang), and the Open Graph and Twitter cards a shared link shows
 * (LinkedIn, Mastodon, Slack, X read these). `path` is the page's English address, without
 * filters; relative URLs resolve against the site's address (metadataBase in the layout).
 */
export async function publicPageMetadata({
  title,
  description,
  path,
  image = SITE_SHARE_IMAGE,
  type = 'website',
}: {
  title: string
  description?: string | null
  path: string
  image?: ShareImage
  type?: 'website' | 'article'
}): Promise<Metadata> {
  const language = await requestLanguage()
  const text = clip((description || siteDescription(language)).replace(/\s+/g, ' ').trim(), 200)
  const address = pathIn(language, path)
  return {
    title: title === SITE_NAME ? { absolute: SITE_NAME } : `${title} · ${SITE_NAME}`,
    description: text,
    alternates: { canonical: address, languages: languageAlternates(path), types: feedLinksIn(language) },
    openGraph: {
      title,
      description: text,
      url: address,
      siteName: SITE_NAME,
      type,
      locale: OPEN_GRAPH_LOCALES[language],
      alternateLocale: LANGUAGES.filter((other) => other !== language).map((other) => OPEN_GRAPH_LOCALES[other]),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: text, images: [image] },
  }
}
