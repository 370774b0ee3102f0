import { siteAtomFeed } from '@/lib/reach/siteFeeds'

/** The Atom feed of new events and documents (announced on every page's head). */
export async function GET() {
  return new Response(await siteAtomFeed(), {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=900',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
