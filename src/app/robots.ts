import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/shared/siteUrl'

// The sitemap's address is the site's own (SERVER_URL), known when the server runs, not at build.
export const dynamic = 'force-dynamic'

/** Crawlers keep out of the admin, the API and the member's own pages; the sitemap lists the rest. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      disallow: ['/admin', '/api', '/profile', '/invitations', '/notifications', '/calendar/', '/unsubscribe', '/weekly-digest', '/verify'],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
