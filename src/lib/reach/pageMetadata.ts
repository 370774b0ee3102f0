import type { Metadata } from 'next'

import { siteUrl } from '../siteUrl'

export const SITE_NAME = 'IT/OT Community'
export const SITE_DESCRIPTION = 'The community platform for IT and OT professionals.'
/** The share image of pages without one of their own (public/share-image.png, 1200 × 630). */
export const SITE_SHARE_IMAGE = { url: '/share-image.png', width: 1200, height: 630, alt: 'IT/OT Community' }

/** The site's feeds, announced on every page (Next replaces a layout's `alternates` with a page's, so both name them). */
export const FEED_LINKS = { 'application/atom+xml': '/feeds/atom.xml', 'text/calendar': '/feeds/events.ics' }

type ShareImage = { url: string; width: number; height: number; alt: string }

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text)

/**
 * A public page's title, description, canonical address, and the Open Graph and Twitter cards a
 * shared link shows (LinkedIn, Mastodon, Slack, X read these). `path` is the page's one address,
 * without filters; relative URLs resolve against the site's address (metadataBase in the layout).
 */
export function publicPageMetadata({
  title,
  description = SITE_DESCRIPTION,
  path,
  image = SITE_SHARE_IMAGE,
  type = 'website',
}: {
  title: string
  description?: string | null
  path: string
  image?: ShareImage
  type?: 'website' | 'article'
}): Metadata {
  const text = clip((description || SITE_DESCRIPTION).replace(/\s+/g, ' ').trim(), 200)
  return {
    title: title === SITE_NAME ? { absolute: SITE_NAME } : `${title} · ${SITE_NAME}`,
    description: text,
    alternates: { canonical: path, types: FEED_LINKS },
    openGraph: { title, description: text, url: path, siteName: SITE_NAME, type, locale: 'en', images: [image] },
    twitter: { card: 'summary_large_image', title, description: text, images: [image] },
  }
}

/** What every page starts from: the site's address (relative URLs resolve against it), name, feeds and share image. */
export const siteMetadata = (): Metadata => ({
  metadataBase: new URL(`${siteUrl()}/`),
  title: SITE_NAME,
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  alternates: { types: FEED_LINKS },
  openGraph: {
    siteName: SITE_NAME,
    type: 'website',
    locale: 'en',
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    images: [SITE_SHARE_IMAGE],
  },
  twitter: { card: 'summary_large_image', title: SITE_NAME, description: SITE_DESCRIPTION, images: [SITE_SHARE_IMAGE] },
})
