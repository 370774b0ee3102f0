import ICAL from 'ical.js'

/** One VEVENT of a calendar file: its start as the file's wall time (and zone) and in UTC. */
export type CalendarEntry = {
  uid: string
  summary: string
  status: string | null
  tzid: string | null
  wallTime: string
  utc: string
  endUtc: string
  location: string
  description: string
  url: string | null
}

/** Parses an iCalendar text the way a calendar app would, converting through its VTIMEZONE. */
export function parseCalendar(text: string): CalendarEntry[] {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      tzid: (component.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
      wallTime: event.startDate.toString(),
      utc: event.startDate.toJSDate().toISOString(),
      endUtc: event.endDate.toJSDate().toISOString(),
      location: event.location,
      description: event.description,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
    }
  })
}
