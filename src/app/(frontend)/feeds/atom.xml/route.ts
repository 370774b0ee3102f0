import { routeLanguage } from '@/i18n/routeLanguage'
import { siteAtomFeed } from '@/lib/reach/siteFeeds'

/** The Atom feed of new events and documents (announced on every page's head), in the address's language (/de/…). */
export async function GET(request: Request) {
  return new Response(await siteAtomFeed(routeLanguage(request)), {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=900',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
