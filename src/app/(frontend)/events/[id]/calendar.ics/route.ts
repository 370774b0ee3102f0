import { routeLanguage } from '@/i18n/routeLanguage'
import { eventEntry } from '@/lib/events/calendar/calendarEntries'
import { calendarFile } from '@/lib/events/calendar/calendarFile'
import { calendarResponse, icsFileName } from '@/lib/events/calendar/calendarResponse'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { parseRowId } from '@/lib/shared/ids/rowId'

type Context = { params: Promise<{ id: string }> }

/** 'Add to calendar' on an event page: the event as an .ics file (events are public), in the page's language (/de/…). */
export async function GET(request: Request, { params }: Context) {
  const id = parseRowId((await params).id)
  if (!id) return new Response('Event not found', { status: 404 })
  const payload = await getPayloadClient()
  const language = routeLanguage(request)
  const event = await payload.findByID({
    collection: 'events',
    id,
    depth: 0,
    joins: false,
    disableErrors: true,
    overrideAccess: false,
    locale: language,
  })
  if (!event) return new Response('Event not found', { status: 404 })
  const body = calendarFile({ name: event.title, entries: [eventEntry(event, language)], language })
  return calendarResponse(request, body, { cacheControl: 'public, max-age=300', download: icsFileName(event.title, `event-${event.id}`) })
}
