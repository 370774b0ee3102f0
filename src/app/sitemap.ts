import type { MetadataRoute } from 'next'

import { publicSitemapEntries } from '@/lib/reach/publicSitemap'

// Built from the database on request (with the site's own address), never at build time.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return publicSitemapEntries()
}
