import { routeLanguage } from '@/i18n/routeLanguage'
import { calendarResponse } from '@/lib/events/calendar/calendarResponse'
import { publicEventsCalendar } from '@/lib/reach/siteFeeds'

/** The public events calendar to subscribe to (webcal): upcoming and recent events, in Berlin time, in the address's language (/de/…). */
export async function GET(request: Request) {
  return calendarResponse(request, await publicEventsCalendar(routeLanguage(request)), { cacheControl: 'public, max-age=900' })
}
