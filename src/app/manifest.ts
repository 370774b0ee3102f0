import type { MetadataRoute } from 'next'

import { siteDescription, SITE_NAME } from '@/lib/reach/pageMetadata'

/** The web app manifest: the name, colours and icons a phone uses when the site is added to its home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_NAME,
    short_name: 'IT/OT',
    description: siteDescription('en'),
    start_url: '/',
    display: 'standalone',
    background_color: '#f9fafb',
    theme_color: '#1d4ed8',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  }
}
