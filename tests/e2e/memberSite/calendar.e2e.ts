/**
 * Calendar and reminders in Chromium against the built app: a session reminder sent by the
 * jobs queue's crons that the server starts by itself, and its unsubscribe page; the event
 * page's 'Add to calendar' file opened at the right time, the viewer's own time, clashes in
 * My Agenda; the private feed on /profile/notifications over HTTP, copied and regenerated.
 *
 * Its own server: the demo's current sessions moved to its start, for the reminder of one starting in 20 minutes.
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import fs from 'node:fs'

import { parseCalendar } from '../../support/calendarFile'
import { mailboxTo } from '../../support/mail'
import { adminApi } from '../admin/adminApi'
import { type AppServer, useAppServer } from '../support/appServer'
import { signIn, signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

// The jobs queue every two seconds instead of every minute, so a reminder is quick to see.
// The reminder is for the session the seed puts 20 minutes after the server's start.
const server = useAppServer(() => ({ JOBS_CRON: '*/2 * * * * *' }), { seeded: 'sessions now' })
let app: AppServer
test.beforeAll(() => {
  app = server()
})

const screenshots = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/calendar-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test("a session reminder goes out from the server's own cron, and its unsubscribe link turns reminders off", async ({ page }) => {
  // Only the member site's own pages and actions: no admin or API request has started Payload's crons.
  await signInAsMember(page, app)
  await page.goto(`${app.url}/profile/notifications`)
  const sessionReminders = page.getByLabel('E-mail me 30 minutes before a session in My Agenda')
  await expect(sessionReminders).not.toBeChecked()
  await sessionReminders.check()
  await page.getByRole('button', { name: 'Save e-mail settings' }).click()
  await expect(page.getByText('E-mail settings saved')).toBeVisible()

  // In the seeded week that is on now, the fourth session starts about 20 minutes after seeding.
  await page.goto(`${app.url}/events`)
  await page.getByRole('link', { name: 'IT/OT Convergence Week' }).click()
  await page.getByRole('button', { name: /Add to My Agenda: Asset inventory from passive monitoring/ }).click()
  await expect(page.getByRole('button', { name: /Remove from My Agenda: Asset inventory/ })).toBeEnabled()

  // Without SMTP_URL the e-mail lands in the development mailbox (an .eml file; the log names it, without its links).
  const subject = 'Starting soon: Asset inventory from passive monitoring'
  const reminder = () => mailboxTo('member@example.com', app.dataDir).find((mail) => mail.subject.startsWith(subject))
  await expect.poll(() => reminder()?.subject, { timeout: 30_000 }).toBeTruthy()
  // The log line reaches this process through a pipe after the file is written: wait for it too.
  await expect.poll(() => app.output()).toContain(`Mail to member@example.com: "${subject}`)
  const unsubscribe = reminder()!.text.match(/(http[^\s"<>]+\/unsubscribe\?token=[^\s"<>&]+)/)?.[1]
  expect(unsubscribe).toBeTruthy()
  expect(app.output()).not.toContain(unsubscribe)

  await page.goto(unsubscribe!)
  await expect(page.getByRole('heading', { name: 'Stop reminder e-mails?' })).toBeVisible()
  await screenshots(page, 'unsubscribe')
  await page.getByRole('button', { name: 'Turn off reminder e-mails' }).click()
  await expect(page.getByText('Reminder e-mails are off.')).toBeVisible()
  await page.goto(`${app.url}/profile/notifications`)
  await expect(page.getByLabel('E-mail me 30 minutes before a session in My Agenda')).not.toBeChecked()
  await expect(page.getByLabel('E-mail me 24 hours before an event I saved')).not.toBeChecked()
  await expect(page.getByLabel(/E-mail me when a saved event or a session in My Agenda changes/)).toBeChecked()

  await page.goto(`${app.url}/unsubscribe?token=1.reminders.forged`)
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
})

test("the event page's 'Add to calendar' opens at the Berlin time; a viewer in New York also sees their own", async ({
  browser,
}: {
  browser: Browser
}) => {
  const context = await browser.newContext({ timezoneId: 'America/New_York', acceptDownloads: true })
  const page = await context.newPage()
  await page.goto(`${app.url}/events`)
  await page.getByRole('link', { name: 'Industrial Networks Workshop' }).click()
  const card = page.getByRole('region', { name: 'Date & Time' })
  const berlin = (await card.locator('p').first().textContent())!.match(/(\d{2})\.(\d{2})\.(\d{4}), (\d{2}):(\d{2})/)!
  // The viewer's zone is named by its offset (no Intl in the page: docs/decisions.md).
  await expect(card).toContainText(/Your time \(UTC\u2212[45]\):/)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar', exact: true }).click(),
  ])
  expect(download.suggestedFilename()).toBe('industrial-networks-workshop.ics')
  const [entry] = parseCalendar(fs.readFileSync((await download.path())!, 'utf8'))
  expect(entry!.summary).toBe('Industrial Networks Workshop')
  expect(entry!.tzid).toBe('Europe/Berlin')
  // The file's wall time is the page's Berlin time, and its instant is what New York shows.
  expect(entry!.wallTime).toBe(`${berlin[3]}-${berlin[2]}-${berlin[1]}T${berlin[4]}:${berlin[5]}:00`)
  const newYork = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'America/New_York',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(entry!.utc))
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(entry!.utc))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT-', 'UTC\u2212')
  await expect(card).toContainText(`Your time (${offset}): ${newYork}`)

  const [itemDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar: Keynote: Where IT meets OT' }).click(),
  ])
  expect(parseCalendar(fs.readFileSync((await itemDownload.path())!, 'utf8'))[0]!.summary).toBe('Keynote: Where IT meets OT')
  await context.close()
})

test('My Agenda marks sessions that overlap', async ({ page, request }) => {
  const api = await adminApi(app, request)
  const { docs } = await api.get(`/events?where[title][equals]=${encodeURIComponent('Industrial Networks Workshop')}&depth=0`)
  const event = docs[0] as { id: number }
  const { docs: items } = await api.get(`/agenda-items?where[event][equals]=${event.id}&sort=startTime&depth=0`)
  const keynote = items[0] as { startTime: string; endTime: string }
  // A session at the same time as the keynote, which the seeded member has marked.
  await api.post('/agenda-items', {
    event: event.id,
    title: 'Parallel track: OT forensics',
    startTime: keynote.startTime,
    endTime: keynote.endTime,
    room: 'Lab 2',
  })

  await signInAsMember(page, app)
  await page.goto(`${app.url}/events/${event.id}`)
  await page.getByRole('button', { name: 'Add to My Agenda: Parallel track: OT forensics' }).click()
  await expect(page.getByRole('button', { name: 'Remove from My Agenda: Parallel track: OT forensics' })).toBeEnabled()
  await page.getByRole('tab', { name: 'My Agenda' }).click()
  const session = (title: string) =>
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) })
  await expect(session('Parallel track: OT forensics')).toContainText('Clashes with Keynote: Where IT meets OT')
  await expect(session('Keynote: Where IT meets OT')).toContainText('Clashes with Parallel track: OT forensics')
  await expect(session('Segmenting legacy control networks')).toHaveCount(0)
  await screenshots(page, 'event-my-agenda')
})

test('/profile/notifications: the private feed over HTTP holds only my agenda, copies, and a regenerated address replaces the old one', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url })
  await signInAsMember(page, app)
  await page.goto(`${app.url}/profile/notifications`)
  await page.getByRole('button', { name: 'Create my calendar address' }).click()
  const https = page.getByRole('textbox', { name: 'Web address (https)' })
  await expect(https).toHaveValue(new RegExp(`^${app.url}/calendar/[\\w-]+\\.[\\w-]+\\.ics$`))
  const feedUrl = await https.inputValue()
  await expect(page.getByRole('textbox', { name: 'Calendar app address (webcal)' })).toHaveValue(feedUrl.replace(/^http:/, 'webcal:'))
  await page.getByRole('button', { name: 'Copy Web address (https)' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl)
  await screenshots(page, 'profile')

  const feed = await request.get(feedUrl)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const titles = parseCalendar(await feed.text()).map((entry) => entry.summary)
  // The seeded member saved three events and marked sessions; nobody else's rows appear.
  expect(titles).toEqual(
    expect.arrayContaining([
      'IT/OT Convergence Week',
      'Industrial Networks Workshop',
      'Water Sector Cyber Day',
      'Parallel track: OT forensics',
    ]),
  )
  expect(titles).not.toContain('Annual Community Summit')

  await page.getByRole('button', { name: 'Regenerate' }).click()
  await expect(page.getByRole('dialog', { name: 'Regenerate your calendar address?' })).toBeVisible()
  await page.getByRole('button', { name: 'Regenerate address' }).click()
  await expect(page.getByText('Calendar address ready')).toBeVisible()
  await expect(https).not.toHaveValue(feedUrl)
  const newUrl = await https.inputValue()
  expect((await request.get(feedUrl)).status()).toBe(404)
  expect((await request.get(newUrl)).status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Web address (https)' })).toHaveValue(newUrl)
})

test('an admin cancels a session in the admin panel; the event page shows it cancelled', async ({ page, request, browser }) => {
  const api = await adminApi(app, request)
  const { docs } = await api.get(
    `/agenda-items?where[title][equals]=${encodeURIComponent('Segmenting legacy control networks')}&depth=0&sort=startTime&limit=1`,
  )
  const item = docs[0] as { id: number; event: number }
  await signIn(page, app, 'admin@example.com', { from: `/admin/collections/agenda-items/${item.id}` })
  await page.waitForURL(`**/admin/collections/agenda-items/${item.id}`)
  const status = page.locator('#field-status')
  await expect(status).toContainText('Scheduled')
  await expect(page.getByText('Cancel a session instead of deleting it')).toBeVisible()
  await status.locator('.rs__control').click()
  await page.locator('.rs__option', { hasText: 'Cancelled' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/calendar-admin-agenda-item-1280.png', fullPage: true })

  const visitor = await browser.newPage()
  await visitor.goto(`${app.url}/events/${item.event}`)
  const session = visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Segmenting legacy control networks' }) })
  await expect(session).toContainText('Cancelled')
  await visitor.close()
})

test('reach: a shared event shows its own picture and structured data; the sitemap and the feeds list the public pages only', async ({
  request,
}) => {
  const api = await adminApi(app, request)
  const title = `Shared Summit ${Date.now()}`
  const created = await api.post('/events', {
    title,
    date: '2031-03-10T08:00:00.000Z',
    endDate: '2031-03-10T16:00:00.000Z',
    location: 'Leipzig, Kongresshalle',
    sponsor: 'Open OT Foundation',
  })
  const event = (await created.json()).doc as { id: number }
  await api.post('/speakers', {
    event: event.id,
    title: 'Dr.',
    firstName: 'Ada',
    lastName: 'Lovelace',
    jobRole: 'Engineer',
    company: 'Engines AG',
  })

  // The page names the share image by its route, versioned by the last save: no page waits for the picture.
  const tag = (html: string, property: string) => html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1]
  const html = await (await request.get(`${app.url}/events/${event.id}`)).text()
  expect(tag(html, 'og:image')).toMatch(new RegExp(`^${app.url}/events/${event.id}/share-image\\?v=[0-9a-f]{12}$`))
  // The route sends the reader on to the picture of the current content (the queue's, or drawn now).
  const routed = await request.get(tag(html, 'og:image')!, { maxRedirects: 0 })
  expect(routed.status()).toBe(302)
  // The name is the content key (16 hex); a -1 suffix: two instances stored the same picture at the same instant.
  expect(routed.headers().location).toMatch(new RegExp(`/api/media/file/event-${event.id}-share-[0-9a-f]{16}(-\\d+)?\\.png$`))
  expect(tag(html, 'og:title')).toBe(title)
  expect(tag(html, 'og:url')).toBe(`${app.url}/events/${event.id}`)
  expect(tag(html, 'og:image:width')).toBe('1200')
  expect(tag(html, 'twitter:card')).toBe('summary_large_image')
  expect(tag(html, 'twitter:image')).toBe(tag(html, 'og:image'))
  expect(html).toContain(`<link rel="canonical" href="${app.url}/events/${event.id}"/>`)
  const image = await request.get(tag(html, 'og:image')!)
  expect(image.headers()['content-type']).toBe('image/png')
  const png = await image.body()
  // A PNG's IHDR: width and height at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])

  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1]!)
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    startDate: '2031-03-10T09:00:00+01:00',
    endDate: '2031-03-10T17:00:00+01:00',
    location: { '@type': 'Place', name: 'Leipzig, Kongresshalle' },
    performer: [{ '@type': 'Person', name: 'Dr. Ada Lovelace', jobTitle: 'Engineer' }],
    organizer: { '@type': 'Organization', name: 'IT/OT Community' },
  })
  expect(jsonLd.image[0]).toBe(tag(html, 'og:image'))

  // The sitemap: the list pages, every event, survey and tag, in English and German, and nothing for members only.
  const sitemap = await (await request.get(`${app.url}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const ids = async (collection: string) =>
    ((await api.get(`/${collection}?limit=100&depth=0&select[title]=true`)).docs as { id: number }[]).map((row) => row.id)
  const english = [
    ...['/', '/events', '/surveys', '/projects', '/documents', '/members', '/about', '/live', '/tags'],
    ...(await ids('events')).map((id) => `/events/${id}`),
    ...(await ids('surveys')).map((id) => `/surveys/${id}`),
    ...((await api.get('/tags?limit=100&depth=0&select[slug]=true')).docs as { slug: string }[]).map((row) => `/tags/${row.slug}`),
  ]
  const expected = [...english, ...english.map((path) => (path === '/' ? '/de' : `/de${path}`))]
  expect(paths.sort()).toEqual(expected.sort())
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${app.url}/de/events/${event.id}" />`)
  const robots = await (await request.get(`${app.url}/robots.txt`)).text()
  expect(robots).toContain(`Sitemap: ${app.url}/sitemap.xml`)
  expect(robots).toContain('Disallow: /admin')

  // The feeds every page announces: Atom of new events and documents, and the public events calendar.
  expect(html).toContain(`<link rel="alternate" type="application/atom+xml" href="${app.url}/feeds/atom.xml"/>`)
  const atom = await request.get(`${app.url}/feeds/atom.xml`)
  expect(atom.headers()['content-type']).toContain('application/atom+xml')
  expect(await atom.text()).toContain(`${app.url}/events/${event.id}`)
  // A German page announces the German feeds, which link to German pages.
  const germanHtml = await (await request.get(`${app.url}/de/events/${event.id}`)).text()
  expect(germanHtml).toContain(`<link rel="alternate" type="application/atom+xml" href="${app.url}/de/feeds/atom.xml"/>`)
  expect(await (await request.get(`${app.url}/de/feeds/atom.xml`)).text()).toContain(`href="${app.url}/de/events/${event.id}"`)
  const feed = parseCalendar(await (await request.get(`${app.url}/feeds/events.ics`)).text())
  expect(feed.find((entry) => entry.summary === title)).toMatchObject({ location: 'Leipzig, Kongresshalle' })
  const manifest = await (await request.get(`${app.url}/manifest.webmanifest`)).json()
  expect(manifest).toMatchObject({
    name: 'IT/OT Community',
    icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512' })]),
  })
  expect((await request.get(`${app.url}/icon-512.png`)).headers()['content-type']).toBe('image/png')
})
