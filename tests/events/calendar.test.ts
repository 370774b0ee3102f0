/**
 * Calendar files and the private agenda feed, through the app's route handlers with real
 * requests, parsed back with ical.js (VTIMEZONE conversions included): Berlin times stay right
 * whatever zone the server runs in, the feed holds the member's own items only, follows agenda
 * changes, and a regenerated address makes the old one fail at once.
 */
import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import { GET as feedRoute } from '../../src/app/(frontend)/calendar/[token]/route'
import { GET as agendaItemFileRoute } from '../../src/app/(frontend)/events/[id]/agenda/[itemId]/calendar.ics/route'
import { GET as eventFileRoute } from '../../src/app/(frontend)/events/[id]/calendar.ics/route'
import { GET as publicFeedRoute } from '../../src/app/(frontend)/feeds/events.ics/route'
import { LANGUAGE_HEADER } from '../../src/i18n/languages'
import { feedUrls, newFeedKey } from '../../src/lib/events/calendar/feedToken'
import { findClashes } from '../../src/lib/events/clashes'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { parseCalendar } from '../support/calendarFile'
import { createAgendaItem, createDoc } from '../support/create'
import { usePayload } from '../support/payload'

const getPayload = usePayload()
let payload: Payload
beforeAll(() => {
  payload = getPayload()
})

const serverZone = process.env.TZ
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ
  else process.env.TZ = serverZone
})

const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) })
const get = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers })

describe('calendar files', () => {
  test("an event's .ics opens at the right local time in summer and winter, whatever the server's zone", async () => {
    process.env.TZ = 'Pacific/Auckland' // the server's own zone must not leak into the file
    const summer = await createDoc(payload, 'events', {
      title: `Summer summit ${uniqueTag()}`,
      date: '2031-07-01T07:00:00.000Z',
      endDate: '2031-07-01T15:00:00.000Z',
      location: 'Messe Essen',
    })
    const winter = await createDoc(payload, 'events', {
      title: `Winter summit ${uniqueTag()}`,
      date: '2031-01-15T08:00:00.000Z',
      isOnline: true,
    })

    const response = await eventFileRoute(get(`http://localhost:3000/events/${summer.id}/calendar.ics`), params({ id: String(summer.id) }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="summer-summit-[a-z0-9-]+\.ics"$/)
    const text = await response.text()
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin')
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m)
    const [entry] = parseCalendar(text)
    expect(entry).toMatchObject({
      uid: `event-${summer.id}@localhost:3000`,
      summary: summer.title,
      tzid: 'Europe/Berlin',
      wallTime: '2031-07-01T09:00:00',
      utc: '2031-07-01T07:00:00.000Z',
      endUtc: '2031-07-01T15:00:00.000Z',
      location: 'Messe Essen',
    })

    const [winterEntry] = parseCalendar(
      await (await eventFileRoute(get('http://localhost:3000/x'), params({ id: String(winter.id) }))).text(),
    )
    // 09:00 in Berlin is 08:00 UTC in winter; without an end date it lasts until 17:00 (spec 9's default).
    expect(winterEntry).toMatchObject({
      wallTime: '2031-01-15T09:00:00',
      utc: '2031-01-15T08:00:00.000Z',
      endUtc: '2031-01-15T16:00:00.000Z',
      location: 'Virtual Event',
    })

    expect((await eventFileRoute(get('http://localhost:3000/x'), params({ id: '999999999' }))).status).toBe(404)
    expect((await eventFileRoute(get('http://localhost:3000/x'), params({ id: 'abc' }))).status).toBe(404)
  })

  test("an agenda item's .ics belongs to its event and shows a cancellation", async () => {
    const event = await createDoc(payload, 'events', {
      title: `Agenda host ${uniqueTag()}`,
      date: '2031-03-10T08:00:00.000Z',
      location: 'Bochum',
    })
    const other = await createDoc(payload, 'events', { title: `Other ${uniqueTag()}`, date: '2031-03-11T08:00:00.000Z' })
    const item = await createAgendaItem(payload, event, {
      title: 'Keynote',
      startTime: '2031-03-10T08:30:00.000Z',
      endTime: '2031-03-10T09:15:00.000Z',
      room: 'Saal 1',
    })
    const file = await agendaItemFileRoute(get('http://localhost:3000/x'), params({ id: String(event.id), itemId: String(item.id) }))
    const [entry] = parseCalendar(await file.text())
    expect(entry).toMatchObject({
      uid: `agenda-item-${item.id}@localhost:3000`,
      summary: 'Keynote',
      status: 'CONFIRMED',
      wallTime: '2031-03-10T09:30:00',
      location: 'Saal 1, Bochum',
    })
    expect(
      (await agendaItemFileRoute(get('http://localhost:3000/x'), params({ id: String(other.id), itemId: String(item.id) }))).status,
    ).toBe(404)

    await payload.update({ collection: 'agenda-items', id: item.id, data: { status: 'cancelled' }, overrideAccess: true })
    const [cancelled] = parseCalendar(
      await (await agendaItemFileRoute(get('http://localhost:3000/x'), params({ id: String(event.id), itemId: String(item.id) }))).text(),
    )
    expect(cancelled).toMatchObject({ summary: 'Cancelled: Keynote', status: 'CANCELLED' })
  })
  test('line breaks, semicolons and commas in a title stay text: no injected property, every line folded at 75 octets', async () => {
    const title = `Summit\r\nX-INJECTED:yes\nMETHOD:CANCEL; part two, \\ end ${'ä'.repeat(60)}`
    const event = await createDoc(payload, 'events', { title, date: '2031-05-01T07:00:00.000Z', location: 'Hall\r\nORGANIZER:x' })
    const item = await createAgendaItem(payload, event, { title: 'Talk\nATTENDEE:mailto:a@b.example' })
    const files = [
      await (await eventFileRoute(get('http://localhost:3000/x'), params({ id: String(event.id) }))).text(),
      await (await agendaItemFileRoute(get('http://localhost:3000/x'), params({ id: String(event.id), itemId: String(item.id) }))).text(),
    ]
    for (const text of files) {
      // RFC 5545 3.1: content lines end in CRLF and are at most 75 octets; continuation lines start with a space.
      expect(text.endsWith('\r\n')).toBe(true)
      for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
      const unfolded = text.replace(/\r\n[ \t]/g, '')
      expect(unfolded).not.toMatch(/^(X-INJECTED|METHOD|ORGANIZER|ATTENDEE)/m)
      // ical.js does not know NAME (RFC 7986) or X-WR-CALNAME and would return them raw: read them as TEXT, as calendar apps do.
      for (const name of ['name', 'x-wr-calname']) ICAL.design.icalendar.property[name] = { defaultType: 'text' }
      const calendar = new ICAL.Component(ICAL.parse(text))
      // The calendar's own name, as calendar apps read it, is the title itself, line breaks included.
      expect(calendar.getFirstPropertyValue('name')).toBe(title.replace(/\r\n/g, '\n'))
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(title.replace(/\r\n/g, '\n'))
      expect(calendar.getAllProperties().map((property) => property.name)).toEqual(['version', 'prodid', 'name', 'x-wr-calname'])
      const [vevent] = calendar.getAllSubcomponents('vevent')
      expect(vevent!.getFirstPropertyValue('x-injected')).toBeNull()
      expect(vevent!.getFirstPropertyValue('organizer')).toBeNull()
      expect(vevent!.getFirstPropertyValue('attendee')).toBeNull()
    }
    const [eventEntry] = parseCalendar(files[0]!)
    expect(eventEntry!.summary).toBe(title.replace(/\r\n/g, '\n'))
    expect(eventEntry!.location).toBe('Hall\nORGANIZER:x')
    expect(parseCalendar(files[1]!)[0]!.summary).toBe('Talk\nATTENDEE:mailto:a@b.example')
  })
})

describe("calendar files in the reader's language", () => {
  /** A request as the proxy hands it on for /de/…: the language header set from the path. */
  const german = (url: string) => get(url, { [LANGUAGE_HEADER]: 'de' })
  /** ical.js does not know NAME (RFC 7986): read it as TEXT, as calendar apps do. */
  const calendarName = (text: string) => {
    ICAL.design.icalendar.property.name = { defaultType: 'text' }
    return new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('name')
  }

  test('under /de an event and a session are in German (texts, location fallback, links, a cancellation); the UID stays the same', async () => {
    const event = await createDoc(payload, 'events', {
      title: `Online-Tag ${uniqueTag()}`,
      date: '2031-03-10T08:00:00.000Z',
      isOnline: true,
    })
    const item = await createAgendaItem(payload, event, {
      title: 'Keynote',
      startTime: '2031-03-10T08:30:00.000Z',
      endTime: '2031-03-10T09:15:00.000Z',
      room: 'Saal 1',
      speakerName: 'Dr. Kim',
      status: 'cancelled',
    })
    const eventFile = (request: Request) => eventFileRoute(request, params({ id: String(event.id) }))
    const itemFile = (request: Request) => agendaItemFileRoute(request, params({ id: String(event.id), itemId: String(item.id) }))

    const germanEvent = await (await eventFile(german(`http://localhost:3000/events/${event.id}/calendar.ics`))).text()
    expect(germanEvent).toContain('PRODID:-//itot-community//calendar//DE')
    expect(parseCalendar(germanEvent)[0]).toMatchObject({
      uid: `event-${event.id}@localhost:3000`,
      summary: event.title,
      location: 'Virtuelle Veranstaltung',
      url: `http://localhost:3000/de/events/${event.id}`,
      description: `http://localhost:3000/de/events/${event.id}`,
    })
    const [germanItem] = parseCalendar(await (await itemFile(german('http://localhost:3000/x'))).text())
    expect(germanItem).toMatchObject({
      uid: `agenda-item-${item.id}@localhost:3000`,
      summary: 'Abgesagt: Keynote',
      status: 'CANCELLED',
      location: 'Saal 1, Virtuelle Veranstaltung',
      url: `http://localhost:3000/de/events/${event.id}`,
      description: `Teil von ${event.title}\nVortragende: Dr. Kim\nRaum: Saal 1\nhttp://localhost:3000/de/events/${event.id}`,
    })

    // The same files without the header (English pages), word for word as before.
    const englishEvent = await (await eventFile(get('http://localhost:3000/x'))).text()
    expect(englishEvent).toContain('PRODID:-//itot-community//calendar//EN')
    expect(parseCalendar(englishEvent)[0]).toMatchObject({
      uid: `event-${event.id}@localhost:3000`,
      location: 'Virtual Event',
      url: `http://localhost:3000/events/${event.id}`,
    })
    expect(parseCalendar(await (await itemFile(get('http://localhost:3000/x'))).text())[0]).toMatchObject({
      summary: 'Cancelled: Keynote',
      location: 'Saal 1, Virtual Event',
      description: `Part of ${event.title}\nSpeaker: Dr. Kim\nRoom: Saal 1\nhttp://localhost:3000/events/${event.id}`,
    })
  })

  test("the public events calendar is named and worded in the address's language", async () => {
    const event = await createDoc(payload, 'events', {
      title: `Feed-Tag ${uniqueTag()}`,
      date: new Date(Date.now() + 86_400_000).toISOString(),
    })
    const germanFeed = await (await publicFeedRoute(german('http://localhost:3000/feeds/events.ics'))).text()
    expect(calendarName(germanFeed)).toBe('IT/OT Community: Veranstaltungen')
    expect(parseCalendar(germanFeed).find((entry) => entry.summary === event.title)).toMatchObject({
      location: 'Noch offen',
      url: `http://localhost:3000/de/events/${event.id}`,
    })
    const englishFeed = await (await publicFeedRoute(get('http://localhost:3000/feeds/events.ics'))).text()
    expect(calendarName(englishFeed)).toBe('IT/OT Community events')
    expect(parseCalendar(englishFeed).find((entry) => entry.summary === event.title)?.url).toBe(`http://localhost:3000/events/${event.id}`)
  })
})

describe('private agenda feed', () => {
  const feedPath = (url: string) => new URL(url).pathname.split('/').pop()!
  const fetchFeed = (url: string, headers: Record<string, string> = {}) => feedRoute(get(url, headers), params({ token: feedPath(url) }))
  const giveFeed = async (user: User) => {
    const key = newFeedKey()
    await payload.update({ collection: 'users', id: user.id, data: { calendarFeedKey: key }, overrideAccess: true })
    return feedUrls('http://localhost:3000', payload.secret, key)
  }

  test("holds the member's saved events and marked sessions only, follows changes, and a regenerated address replaces the old one at once", async () => {
    const tag = uniqueTag()
    const member = await createUser(payload, { email: `feed-${tag}@example.com` })
    const stranger = await createUser(payload, { email: `stranger-${tag}@example.com` })
    const savedEvent = await createDoc(payload, 'events', {
      title: `Saved ${tag}`,
      date: '2031-05-05T07:00:00.000Z',
      endDate: '2031-05-05T15:00:00.000Z',
    })
    const agendaEvent = await createDoc(payload, 'events', {
      title: `Agenda ${tag}`,
      date: '2031-05-06T07:00:00.000Z',
      location: 'Dortmund',
    })
    const strangersEvent = await createDoc(payload, 'events', { title: `Not mine ${tag}`, date: '2031-05-07T07:00:00.000Z' })
    const marked = await createAgendaItem(payload, agendaEvent, {
      title: `Marked ${tag}`,
      startTime: '2031-05-06T08:00:00.000Z',
      endTime: '2031-05-06T09:00:00.000Z',
      room: 'R1',
    })
    const unmarked = await createAgendaItem(payload, agendaEvent, {
      title: `Unmarked ${tag}`,
      startTime: '2031-05-06T10:00:00.000Z',
      endTime: '2031-05-06T11:00:00.000Z',
    })
    await createDoc(payload, 'saved-event-dates', { event: savedEvent.id }, { user: member })
    await createDoc(payload, 'agenda-interests', { agendaItem: marked.id }, { user: member })
    await createDoc(payload, 'saved-event-dates', { event: strangersEvent.id }, { user: stranger })
    await createDoc(payload, 'agenda-interests', { agendaItem: unmarked.id }, { user: stranger })

    const urls = await giveFeed(member)
    expect(urls.webcal).toBe(urls.https.replace(/^http:/, 'webcal:'))
    const response = await fetchFeed(urls.https)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, max-age=300')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const text = await response.text()
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H')
    expect(parseCalendar(text).map((entry) => [entry.uid, entry.summary, entry.wallTime])).toEqual([
      [`event-${savedEvent.id}@localhost:3000`, `Saved ${tag}`, '2031-05-05T09:00:00'],
      [`agenda-item-${marked.id}@localhost:3000`, `Marked ${tag}`, '2031-05-06T10:00:00'],
    ])

    // Unchanged: a calendar app's revalidation costs nothing.
    expect((await fetchFeed(urls.https, { 'if-none-match': response.headers.get('etag')! })).status).toBe(304)
    // The agenda changes: the next fetch has the new time.
    await payload.update({
      collection: 'agenda-items',
      id: marked.id,
      data: { startTime: '2031-05-06T12:00:00.000Z', endTime: '2031-05-06T13:00:00.000Z' },
      overrideAccess: true,
    })
    const moved = await fetchFeed(urls.https, { 'if-none-match': response.headers.get('etag')! })
    expect(moved.status).toBe(200)
    expect(parseCalendar(await moved.text()).find((entry) => entry.summary === `Marked ${tag}`)?.wallTime).toBe('2031-05-06T14:00:00')

    const regenerated = await giveFeed(member)
    expect((await fetchFeed(urls.https)).status).toBe(404)
    expect((await fetchFeed(regenerated.https)).status).toBe(200)
  })

  test("is in the member's own language, and follows a switch at the next fetch; without one, the address's", async () => {
    const tag = uniqueTag()
    const member = await createUser(payload, { email: `feed-lang-${tag}@example.com` })
    const event = await createDoc(payload, 'events', { title: `Sprachen ${tag}`, date: '2031-05-05T07:00:00.000Z', isOnline: true })
    const item = await createAgendaItem(payload, event, { title: `Vortrag ${tag}`, room: 'R2' })
    await createDoc(payload, 'saved-event-dates', { event: event.id }, { user: member })
    await createDoc(payload, 'agenda-interests', { agendaItem: item.id }, { user: member })
    const urls = await giveFeed(member)
    for (const name of ['name', 'x-wr-calname']) ICAL.design.icalendar.property[name] = { defaultType: 'text' }
    const read = async (headers: Record<string, string> = {}) => {
      const text = await (await fetchFeed(urls.https, headers)).text()
      return { name: new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('name'), entries: parseCalendar(text) }
    }

    const english = await read()
    expect(english.name).toBe('My IT/OT Community agenda')
    expect(english.entries.map((entry) => entry.location)).toEqual(['Virtual Event', 'R2, Virtual Event'])
    // No language of their own: the address's (/de/calendar/…) decides.
    expect((await read({ [LANGUAGE_HEADER]: 'de' })).name).toBe('Meine Agenda in der IT/OT Community')

    await payload.update({ collection: 'users', id: member.id, data: { language: 'de' }, overrideAccess: true })
    const german = await read()
    expect(german.name).toBe('Meine Agenda in der IT/OT Community')
    expect(german.entries.map((entry) => [entry.uid, entry.location, entry.url])).toEqual([
      [`event-${event.id}@localhost:3000`, 'Virtuelle Veranstaltung', `http://localhost:3000/de/events/${event.id}`],
      [`agenda-item-${item.id}@localhost:3000`, 'R2, Virtuelle Veranstaltung', `http://localhost:3000/de/events/${event.id}`],
    ])
    expect(german.entries[1]!.description).toContain(`Teil von ${event.title}\nRaum: R2`)
  })

  test('a made-up, tampered or foreign-signed address finds nothing, and the key never leaves the server', async () => {
    const member = await createUser(payload, { email: `feed-guard-${uniqueTag()}@example.com` })
    const urls = await giveFeed(member)
    const token = feedPath(urls.https).replace(/\.ics$/, '')
    const [key, signature] = token.split('.') as [string, string]
    const base = 'http://localhost:3000/calendar/'
    for (const path of [
      `${key}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}.ics`,
      `${key}.${'A'.repeat(43)}.ics`,
      `${token}`,
      `${newFeedKey()}.${signature}.ics`,
      'nothing.ics',
    ]) {
      expect((await fetchFeed(base + path)).status, path).toBe(404)
    }
    const asSeenByTheMember = await payload.findByID({ collection: 'users', id: member.id, user: member, overrideAccess: false })
    expect(asSeenByTheMember).not.toHaveProperty('calendarFeedKey')
    // Nor can a member choose their own key through the API: the write is ignored.
    await payload.update({
      collection: 'users',
      id: member.id,
      data: { calendarFeedKey: newFeedKey() },
      user: member,
      overrideAccess: false,
    })
    expect((await fetchFeed(urls.https)).status).toBe(200)
  })
})

test('clashes: overlapping marked items name each other; items that only touch do not clash', () => {
  const at = (hour: number, minute = 0) => `2031-05-06T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`
  const clashes = findClashes([
    { id: 1, title: 'A', start: at(9), end: at(10) },
    { id: 2, title: 'B', start: at(9, 30), end: at(11) },
    { id: 3, title: 'C', start: at(11), end: at(12) },
    { id: 4, title: 'D', start: at(9, 45), end: at(9, 50) },
  ])
  expect(Object.fromEntries(clashes)).toEqual({ 1: ['B', 'D'], 2: ['A', 'D'], 4: ['A', 'B'] })
})
