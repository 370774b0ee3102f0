/**
 * The dashboard's trends in Chromium against the built app (issue 20): an admin sees the weekly
 * charts with the figures the database holds, downloads a chart's CSV, and opens an event's
 * Engagement tab. Screenshots at 1280 and 390 px go to test-results/trends/.
 *
 * Its own server: it rewrites the demo's download and activity history and reads the whole site's figures.
 */
import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { freePort } from '../../../scripts/database/embeddedPostgres'
import { useAppServer } from '../support/appServer'
import { signIn, signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const SCREENSHOTS = 'test-results/trends'
let databasePort = 0
const server = useAppServer(async () => {
  databasePort = await freePort()
  return { EMBEDDED_DB_PORT: String(databasePort) }
})

async function query<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${databasePort}/community` })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

/** The Monday (Berlin wall clock) starting the week in progress. */
const WEEKS_SQL = `date_trunc('week', now() AT TIME ZONE 'Europe/Berlin')`
const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`
const number = new Intl.NumberFormat('en-US')

test('an admin sees the trends with the database figures, downloads a chart as CSV and opens an event’s engagement', async ({ page }) => {
  const app = server()
  // Two downloads moved into last week, and yesterday's snapshot as the jobs queue stores it (the
  // latest of its week: the job never stores today).
  await query(`UPDATE document_downloads SET created_at = (${WEEKS_SQL} - interval '3 days') AT TIME ZONE 'Europe/Berlin'
               WHERE id IN (SELECT id FROM document_downloads ORDER BY id LIMIT 2)`)
  await query(`INSERT INTO activity_snapshots (day, weekly_active, daily_active, members, created_at, updated_at)
               VALUES (date_trunc('day', now() AT TIME ZONE 'Europe/Berlin' - interval '1 day') AT TIME ZONE 'Europe/Berlin', 42, 7, 100, now(), now())
               ON CONFLICT (day) DO UPDATE SET weekly_active = 42`)
  const [expected] = await query<{ signups_now: string; downloads_4w: string; first_day: string }>(`
    SELECT
      (SELECT count(*) FROM users WHERE created_at >= ${WEEKS_SQL} AT TIME ZONE 'Europe/Berlin') AS signups_now,
      (SELECT count(*) FROM document_downloads WHERE created_at >= (${WEEKS_SQL} - interval '4 weeks') AT TIME ZONE 'Europe/Berlin'
         AND created_at < ${WEEKS_SQL} AT TIME ZONE 'Europe/Berlin') AS downloads_4w,
      (SELECT to_char(min(day) AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') FROM activity_snapshots) AS first_day`)

  await signIn(page, app, 'admin@example.com', { from: '/admin/dashboard' })
  await page.waitForURL(`${app.url}/admin/dashboard`)
  await expect(page.getByRole('heading', { name: 'Trends', level: 2 })).toBeVisible()

  // Downloads: the last four complete weeks hold the two moved ones (and any others of the seed).
  const downloads = page.getByRole('article', { name: 'Document downloads' })
  await expect(downloads.locator('.weekly-trend__figure')).toHaveText(number.format(Number(expected!.downloads_4w)))
  await expect(downloads.locator('.weekly-trend__change')).toContainText('4 weeks before')
  await expect(downloads.locator('.recharts-bar-rectangle').first()).toBeAttached()

  // Sign-ups: this week's row of the table (the newest first) is the accounts created since Monday in Berlin.
  const signUps = page.getByRole('article', { name: 'Sign-ups' })
  await signUps.getByText('Weekly figures').click()
  const thisWeek = signUps.getByRole('row').nth(1)
  await expect(thisWeek.getByRole('cell')).toHaveText(number.format(Number(expected!.signups_now)))

  // Active members: since when they are recorded, and the snapshot as this week's or last week's figure.
  const active = page.getByRole('article', { name: 'Weekly active members' })
  await expect(active).toContainText(`Recorded since ${germanDate(expected!.first_day)}`)
  await active.getByText('Weekly figures').click()
  await expect(active.getByRole('cell', { name: '42', exact: true })).toBeVisible()

  // The chart's figures as CSV: a header and one line per week, this week's last.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Sign-ups by week as CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('sign-ups-by-week.csv')
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(csv[0]).toBe('"Week starting (Monday, Berlin)",New accounts')
  expect(csv.length).toBeGreaterThanOrEqual(53)
  expect(csv.at(-1)).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2},${expected!.signups_now}$`))

  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Trends', level: 2 })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-390.png'), fullPage: true })

  // The next events link to their Engagement tab: saved dates and agenda marks as the database counts them.
  await page.setViewportSize({ width: 1280, height: 900 })
  const next = page.getByRole('region', { name: 'Next events' }).getByRole('link').first()
  const href = (await next.getAttribute('href'))!
  const eventId = Number(href.match(/events\/(\d+)\/engagement/)![1])
  const [counts] = await query<{ saved: string }>('SELECT count(*) AS saved FROM saved_event_dates WHERE event_id = $1', [eventId])
  await next.click()
  await page.waitForURL(`${app.url}${href}`)
  await expect(page.getByRole('heading', { name: 'Engagement', level: 2 })).toBeVisible()
  await expect(page.locator('.event-engagement__figure').filter({ hasText: 'Saved dates' }).locator('.event-engagement__value')).toHaveText(
    number.format(Number(counts!.saved)),
  )
  await expect(page.getByRole('heading', { name: 'Reminders and alerts' })).toBeVisible()
  await page.screenshot({ path: path.join(SCREENSHOTS, 'event-engagement-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Engagement', level: 2 })).toBeVisible()
  await page.screenshot({ path: path.join(SCREENSHOTS, 'event-engagement-390.png'), fullPage: true })
})

test('members and visitors never reach the trends or an event’s engagement', async ({ page, request }) => {
  const app = server()
  for (const target of ['/admin/dashboard', '/admin/collections/events/1/engagement', '/api/activity-snapshots']) {
    const response = await request.get(`${app.url}${target}`, { maxRedirects: 0 })
    expect([307, 403], target).toContain(response.status())
  }
  await signInAsMember(page, app)
  await page.goto(`${app.url}/admin/collections/events/1/engagement`)
  await expect(page).toHaveURL(/\/auth\?from=%2Fadmin/)
  const snapshots = await page.evaluate(async () => (await fetch('/api/activity-snapshots')).status)
  expect(snapshots).toBe(403)
})
