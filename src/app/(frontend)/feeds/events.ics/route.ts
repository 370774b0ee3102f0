import { calendarResponse } from '@/lib/calendar/calendarResponse'
import { publicEventsCalendar } from '@/lib/reach/siteFeeds'

/** The public events calendar to subscribe to (webcal): upcoming and recent events, in Berlin time. */
export async function GET(request: Request) {
  return calendarResponse(request, await publicEventsCalendar(), { cacheControl: 'public, max-age=900' })
}
