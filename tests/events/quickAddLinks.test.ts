/**
 * Google Calendar and Outlook links of events and sessions (issue 48, item 4;
 * src/lib/events/calendar/quickAddLinks.ts): each service's form address, filled in with the
 * title, the times in UTC, the details ending with the event page's absolute address and the
 * location, every value URL-encoded so that no character of a title breaks out of its parameter.
 */
import { describe, expect, test } from 'vitest'

import { eventQuickAddLinks } from '../../src/lib/events/calendar/calendarEntries'
import { googleCalendarUrl, outlookCalendarUrl, quickAddLinks } from '../../src/lib/events/calendar/quickAddLinks'

const entry = {
  title: 'OT & IT: #1 summit + "workshop" für Ärzte',
  // Berlin summer time: 09:00 there is 07:00 UTC.
  start: '2031-07-01T09:00:00+02:00',
  end: '2031-07-01T17:30:00+02:00',
  details: 'Bring questions?\nSecond line & more',
  location: 'Messe Essen, Halle 3',
  pageUrl: 'http://localhost:3000/events/42',
}

const paramsOf = (url: string) => new URL(url).searchParams

describe('calendar service links', () => {
  test("Google Calendar's form: the template action, UTC times, the page's address last in the details", () => {
    const url = googleCalendarUrl(entry)
    expect(url.startsWith('https://calendar.google.com/calendar/render?')).toBe(true)
    const params = paramsOf(url)
    expect(params.get('action')).toBe('TEMPLATE')
    expect(params.get('text')).toBe(entry.title)
    expect(params.get('dates')).toBe('20310701T070000Z/20310701T153000Z')
    expect(params.get('details')).toBe('Bring questions?\nSecond line & more\n\nhttp://localhost:3000/events/42')
    expect(params.get('location')).toBe('Messe Essen, Halle 3')
  })

  test("Outlook's forms: outlook.live.com and outlook.office.com, the same fields, times in UTC to the second", () => {
    const live = outlookCalendarUrl(entry, 'live')
    const office = outlookCalendarUrl(entry, 'office')
    expect(new URL(live).origin + new URL(live).pathname).toBe('https://outlook.live.com/calendar/0/action/compose')
    expect(new URL(office).origin + new URL(office).pathname).toBe('https://outlook.office.com/calendar/0/action/compose')
    for (const url of [live, office]) {
      const params = paramsOf(url)
      expect(params.get('rru')).toBe('addevent')
      expect(params.get('subject')).toBe(entry.title)
      expect(params.get('startdt')).toBe('2031-07-01T07:00:00Z')
      expect(params.get('enddt')).toBe('2031-07-01T15:30:00Z')
      expect(params.get('body')?.endsWith('\n\nhttp://localhost:3000/events/42')).toBe(true)
      expect(params.get('location')).toBe('Messe Essen, Halle 3')
    }
    expect(quickAddLinks(entry)).toEqual({ google: googleCalendarUrl(entry), outlook: live, office365: office })
  })

  test('every value is URL-encoded: no raw space, ampersand, hash, plus or quote in the address', () => {
    for (const url of Object.values(quickAddLinks(entry))) {
      const query = url.slice(url.indexOf('?') + 1)
      // Only the separators between parameters are raw; '+' would read as a space.
      for (const pair of query.split('&')) expect(pair).toMatch(/^[a-z]+=[A-Za-z0-9%._~*'()!-]*$/)
      expect(query).toContain(encodeURIComponent('OT & IT: #1 summit + "workshop" für Ärzte'))
    }
  })

  test('long details are clipped, the page address stays; an entry without details or location leaves them out', () => {
    const long = paramsOf(googleCalendarUrl({ ...entry, details: 'word '.repeat(1000) })).get('details')!
    expect(long.length).toBeLessThan(600)
    expect(long.endsWith('…\n\nhttp://localhost:3000/events/42')).toBe(true)
    const bare = paramsOf(googleCalendarUrl({ ...entry, details: null, location: null }))
    expect(bare.get('details')).toBe('http://localhost:3000/events/42')
    expect(bare.has('location')).toBe(false)
  })

  test("an event's and a session's links: their words in the page's language, the event page's absolute address", () => {
    const event = {
      id: 7,
      title: 'Winter summit',
      // No end: the spec's default end, 17:00 Berlin (16:00 UTC in winter).
      date: '2031-01-15T08:00:00.000Z',
      endDate: null,
      location: null,
      isOnline: true,
      descriptionText: 'Talks on segmentation.',
    }
    const links = eventQuickAddLinks(event, 'de')
    const google = paramsOf(links.google)
    expect(google.get('dates')).toBe('20310115T080000Z/20310115T160000Z')
    expect(google.get('location')).toBe('Virtuelle Veranstaltung')
    expect(google.get('details')).toBe('Talks on segmentation.\n\nhttp://localhost:3000/de/events/7')
    expect(paramsOf(links.office365).get('startdt')).toBe('2031-01-15T08:00:00Z')
  })
})
