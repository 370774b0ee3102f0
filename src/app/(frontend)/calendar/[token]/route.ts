import { routeLanguage } from '@/i18n/routeLanguage'
import { translatorFor } from '@/i18n/translator'
import { calendarFile } from '@/lib/events/calendar/calendarFile'
import { calendarResponse } from '@/lib/events/calendar/calendarResponse'
import { feedKeyOf } from '@/lib/events/calendar/feedToken'
import { memberCalendarEntries } from '@/lib/events/calendar/memberCalendarEntries'
import { getPayloadClient } from '@/lib/infrastructure/payload'

type Context = { params: Promise<{ token: string }> }

const notFound = () => new Response('Calendar not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * A member's private agenda feed, subscribed to by calendar apps without a session: the
 * address itself is the secret (see feedToken.ts). A regenerated address answers 404 at once.
 * Built on every request from the member's saved events and marked sessions, so it follows
 * agenda changes; clients are asked to refresh hourly and may revalidate with the ETag. In the
 * member's language (users.language), so a switch shows at the next refresh; without one, the
 * address's (English, or German under /de).
 */
export async function GET(request: Request, { params }: Context) {
  const { token } = await params
  if (!token.endsWith('.ics')) return notFound()
  const payload = await getPayloadClient()
  const key = feedKeyOf(payload.secret, token.slice(0, -'.ics'.length))
  if (!key) return notFound()
  const { docs } = await payload.find({
    collection: 'users',
    where: { calendarFeedKey: { equals: key } },
    limit: 1,
    depth: 0,
    select: { firstName: true, language: true },
    overrideAccess: true,
    showHiddenFields: true,
  })
  const member = docs[0]
  if (!member) return notFound()
  const language = member.language ?? routeLanguage(request)
  const body = calendarFile({
    name: translatorFor(language)('calendar.memberFeed'),
    entries: await memberCalendarEntries(payload, member.id, language),
    refreshMinutes: 60,
    language,
  })
  const response = calendarResponse(request, body, { cacheControl: 'private, max-age=300' })
  // The address is a secret: keep it out of search engines and referrers.
  response.headers.set('X-Robots-Tag', 'noindex')
  response.headers.set('Referrer-Policy', 'no-referrer')
  return response
}
