/**
 * The one formatter of dates, times and numbers (src/lib/shared/format): German formats throughout,
 * English byte for byte what the specification names for each place (issue 21, item 2).
 */
import { formatInTimeZone } from 'date-fns-tz'
import { describe, expect, test } from 'vitest'

import {
  berlinDayKey,
  formatAgendaDay,
  formatCardDate,
  formatEventDateTime,
  formatEventRange,
  formatEventTime,
  formatEventTimeRange,
  formatListDate,
  formatNumber,
  formatProjectDate,
} from '../../src/lib/shared/format/dates'
import { formatFileSize } from '../../src/lib/shared/format/fileSize'
import {
  dayKeyAtOffset,
  dayKeyIn,
  formatDateTimeAtOffset,
  formatDateTimeIn,
  formatTimeAtOffset,
  formatTimeIn,
  offsetMinutesIn,
  offsetName,
} from '../../src/lib/shared/format/zonedTime'

// 22 November 2026, 09:00 in Berlin (CET, UTC+1).
const NOVEMBER = '2026-11-22T08:00:00.000Z'
// 6 July 2026, 18:30 in Berlin (CEST, UTC+2).
const JULY = '2026-07-06T16:30:00.000Z'

describe('German', () => {
  test('dates and times are German numeric formats in Berlin time', () => {
    expect(formatEventDateTime(NOVEMBER, 'de')).toBe('22.11.2026, 09:00')
    expect(formatEventTime(JULY, 'de')).toBe('18:30')
    expect(formatListDate(NOVEMBER, 'de')).toBe('22.11.2026')
    expect(formatProjectDate(JULY, 'de')).toBe('06.07.2026')
    expect(formatCardDate(JULY, 'de')).toBe('06.07.26')
  })

  test('ranges: the end time alone on one Berlin day, both dates across days', () => {
    expect(formatEventRange(NOVEMBER, '2026-11-22T16:00:00.000Z', 'de')).toBe('22.11.2026, 09:00 – 17:00')
    expect(formatEventRange(NOVEMBER, '2026-11-24T16:00:00.000Z', 'de')).toBe('22.11.2026, 09:00 – 24.11.2026, 17:00')
    expect(formatEventRange(NOVEMBER, null, 'de')).toBe('22.11.2026, 09:00')
    expect(formatEventTimeRange(NOVEMBER, '2026-11-22T09:15:00.000Z', 'de')).toBe('09:00 – 10:15')
  })

  test("an agenda day in German words: 'Sonntag, 22. November 2026'", () => {
    expect(formatAgendaDay(NOVEMBER, 'de')).toBe('Sonntag, 22. November 2026')
    expect(formatAgendaDay('2027-01-14T08:00:00.000Z', 'de')).toBe('Donnerstag, 14. Januar 2027')
    expect(formatAgendaDay('2026-03-02T08:00:00.000Z', 'de')).toBe('Montag, 2. März 2026')
  })

  test('numbers and file sizes with German separators', () => {
    expect(formatNumber(12345.5, 'de')).toBe('12.345,5')
    expect(formatNumber(7, 'de')).toBe('7')
    expect(formatFileSize(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB')
    expect(formatFileSize(512, 'de')).toBe('512 Bytes')
  })
})

describe('English keeps the specification’s formats', () => {
  test('each place its own format', () => {
    expect(formatListDate(NOVEMBER, 'en')).toBe('November 22, 2026')
    expect(formatCardDate(JULY, 'en')).toBe('07.06.26')
    expect(formatProjectDate(JULY, 'en')).toBe('Jul 06, 2026')
    expect(formatEventDateTime(NOVEMBER, 'en')).toBe('22.11.2026, 09:00')
    expect(formatEventRange(NOVEMBER, '2026-11-22T16:00:00.000Z', 'en')).toBe('22.11.2026, 09:00 – 17:00')
    expect(formatAgendaDay('2027-01-14T08:00:00.000Z', 'en')).toBe('Thursday, 14 January 2027')
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5')
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB')
  })

  test('byte for byte the earlier patterns, every 15 minutes across both 2026 clock changes', () => {
    const earlier = (value: Date, pattern: string) => formatInTimeZone(value, 'Europe/Berlin', pattern)
    for (const [from, to] of [
      ['2026-03-28T00:00:00Z', '2026-03-30T00:00:00Z'],
      ['2026-10-24T00:00:00Z', '2026-10-26T00:00:00Z'],
      ['2026-12-31T20:00:00Z', '2027-01-01T04:00:00Z'],
    ] as const) {
      for (let time = Date.parse(from); time < Date.parse(to); time += 15 * 60 * 1000) {
        const value = new Date(time)
        expect(formatEventDateTime(value, 'en')).toBe(earlier(value, 'dd.MM.yyyy, HH:mm'))
        expect(formatEventTime(value, 'en')).toBe(earlier(value, 'HH:mm'))
        expect(formatListDate(value, 'en')).toBe(earlier(value, 'MMMM d, yyyy'))
        expect(formatCardDate(value, 'en')).toBe(earlier(value, 'MM.dd.yy'))
        expect(formatProjectDate(value, 'en')).toBe(earlier(value, 'MMM dd, yyyy'))
        expect(formatAgendaDay(value, 'en')).toBe(earlier(value, 'EEEE, d MMMM yyyy'))
        expect(dayKeyIn(value, 'Europe/Berlin')).toBe(berlinDayKey(value))
      }
    }
  })
})

describe("the viewer's own time (ViewerLocalTime)", () => {
  test('any zone, in the format of the page’s language', () => {
    // 09:00 in Berlin is 03:00 in New York (both on winter time).
    expect(formatDateTimeIn(NOVEMBER, 'de', 'America/New_York')).toBe('22.11.2026, 03:00')
    expect(formatDateTimeIn(NOVEMBER, 'en', 'America/New_York')).toBe('22.11.2026, 03:00')
    expect(formatTimeIn(NOVEMBER, 'de', 'Asia/Tokyo')).toBe('17:00')
    expect(dayKeyIn('2026-11-22T23:30:00.000Z', 'Asia/Tokyo')).toBe('2026-11-23')
  })

  test('what browsers showed before (de-DE, two digits), midnight included', () => {
    const before = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'America/New_York',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    for (let time = Date.parse('2026-03-07T00:00:00Z'); time < Date.parse('2026-03-09T12:00:00Z'); time += 30 * 60 * 1000) {
      expect(formatDateTimeIn(new Date(time), 'en', 'America/New_York')).toBe(before.format(new Date(time)))
    }
  })
})

describe("the viewer's own time without Intl in the browser (offsets)", () => {
  test("Berlin's offset comes from the zone: winter, summer and both changes", () => {
    expect(offsetMinutesIn(NOVEMBER, 'Europe/Berlin')).toBe(60)
    expect(offsetMinutesIn('2026-07-01T12:00:00.000Z', 'Europe/Berlin')).toBe(120)
    // Summer time starts on 29 March 2026 at 01:00 UTC and ends on 25 October 2026 at 01:00 UTC.
    expect(offsetMinutesIn('2026-03-29T00:59:00.000Z', 'Europe/Berlin')).toBe(60)
    expect(offsetMinutesIn('2026-03-29T01:00:00.000Z', 'Europe/Berlin')).toBe(120)
    expect(offsetMinutesIn('2026-10-25T00:59:59.000Z', 'Europe/Berlin')).toBe(120)
    expect(offsetMinutesIn('2026-10-25T01:00:00.000Z', 'Europe/Berlin')).toBe(60)
    expect(offsetMinutesIn(NOVEMBER, 'Asia/Kolkata')).toBe(330)
    expect(offsetMinutesIn(NOVEMBER, 'America/New_York')).toBe(-300)
  })

  test('a moment at an offset reads as in its zone, every half hour over a change of clocks', () => {
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'Europe/Berlin', 'Pacific/Chatham']) {
      for (let time = Date.parse('2026-03-07T00:00:00Z'); time < Date.parse('2026-03-30T12:00:00Z'); time += 30 * 60 * 1000) {
        const moment = new Date(time)
        const offset = offsetMinutesIn(moment, zone)
        expect(formatDateTimeAtOffset(moment, 'de', offset)).toBe(formatDateTimeIn(moment, 'de', zone))
        expect(formatTimeAtOffset(moment, 'en', offset)).toBe(formatTimeIn(moment, 'en', zone))
        expect(dayKeyAtOffset(moment, offset)).toBe(dayKeyIn(moment, zone))
      }
    }
  })

  test('offsets are named as people write them, with a minus sign', () => {
    expect(offsetName(0)).toBe('UTC')
    expect(offsetName(60)).toBe('UTC+1')
    expect(offsetName(-300)).toBe('UTC\u22125')
    expect(offsetName(330)).toBe('UTC+5:30')
    expect(offsetName(-570)).toBe('UTC\u22129:30')
    expect(offsetName(765)).toBe('UTC+12:45')
  })
})
