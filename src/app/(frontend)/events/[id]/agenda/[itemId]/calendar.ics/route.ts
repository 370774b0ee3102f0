import { routeLanguage } from '@/i18n/routeLanguage'
import { agendaItemEntry } from '@/lib/events/calendar/calendarEntries'
import { calendarFile } from '@/lib/events/calendar/calendarFile'
import { calendarResponse, icsFileName } from '@/lib/events/calendar/calendarResponse'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { parseRowId } from '@/lib/shared/ids/rowId'
import type { Event } from '@/payload-types'

type Context = { params: Promise<{ id: string; itemId: string }> }

/** 'Add to calendar' on one agenda item: the session as an .ics file, in the page's language (/de/…). */
export async function GET(request: Request, { params }: Context) {
  const route = await params
  const eventId = parseRowId(route.id)
  const itemId = parseRowId(route.itemId)
  if (!eventId || !itemId) return new Response('Agenda item not found', { status: 404 })
  const payload = await getPayloadClient()
  const language = routeLanguage(request)
  const { docs } = await payload.find({
    collection: 'agenda-items',
    where: { and: [{ id: { equals: itemId } }, { event: { equals: eventId } }] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
    locale: language,
  })
  const item = docs[0]
  const event = item && typeof item.event === 'object' ? (item.event as Event) : null
  if (!item || !event) return new Response('Agenda item not found', { status: 404 })
  const body = calendarFile({ name: event.title, entries: [agendaItemEntry(item, event, language)], language })
  return calendarResponse(request, body, { cacheControl: 'public, max-age=300', download: icsFileName(item.title, `session-${item.id}`) })
}
