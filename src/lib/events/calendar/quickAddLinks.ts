/** What a calendar service's "add event" form is filled with. */
export type QuickAddEntry = {
  title: string
  /** ISO times; the links carry them in UTC, so every calendar shows them in its own zone. */
  start: string
  end: string
  /** Plain text; clipped, with the page's address after it. */
  details?: string | null
  location?: string | null
  /** The absolute address of the event's page, the last line of the details. */
  pageUrl: string
}

export type QuickAddLinks = { google: string; outlook: string; office365: string }

/**
 * Room for the details: the links are GET addresses, and some proxies and mail clients cut
 * addresses of more than about 2,000 characters (encoded text is up to three times longer).
 */
const DETAILS_LENGTH = 500
const TITLE_LENGTH = 200

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text)

/** Each value with encodeURIComponent: a '+' for a space is read as a plus sign by Outlook's form. */
const query = (values: Record<string, string>) =>
  Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')

/** 2026-05-12T08:00:00.000Z → 2026-05-12T08:00:00Z */
const utcSeconds = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z')
/** 2026-05-12T08:00:00.000Z → 20260512T080000Z, Google's form. */
const googleTime = (iso: string) => utcSeconds(iso).replace(/[-:]/g, '')

const detailsOf = (entry: QuickAddEntry) =>
  [entry.details?.trim() ? clip(entry.details.trim(), DETAILS_LENGTH) : null, entry.pageUrl].filter(Boolean).join('\n\n')

/** Google Calendar's "create event" form, filled in. */
export const googleCalendarUrl = (entry: QuickAddEntry) =>
  `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: clip(entry.title, TITLE_LENGTH),
    dates: `${googleTime(entry.start)}/${googleTime(entry.end)}`,
    details: detailsOf(entry),
    location: entry.location ?? '',
  })}`

/**
 * Outlook's "new event" form: outlook.live.com for personal Microsoft accounts, outlook.office.com
 * for work and school (Microsoft 365) accounts, which the other address does not sign in.
 */
export const outlookCalendarUrl = (entry: QuickAddEntry, service: 'live' | 'office' = 'live') =>
  `https://outlook.${service === 'live' ? 'live' : 'office'}.com/calendar/0/action/compose?${query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: clip(entry.title, TITLE_LENGTH),
    startdt: utcSeconds(entry.start),
    enddt: utcSeconds(entry.end),
    body: detailsOf(entry),
    location: entry.location ?? '',
  })}`

/** The three services' links for one event or session. */
export const quickAddLinks = (entry: QuickAddEntry): QuickAddLinks => ({
  google: googleCalendarUrl(entry),
  outlook: outlookCalendarUrl(entry, 'live'),
  office365: outlookCalendarUrl(entry, 'office'),
})
