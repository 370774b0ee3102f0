/**
 * Exports (issue 20) in Chromium against the built app: an admin on the applications list
 * downloads it as CSV (the right columns, no field an admin may not read) and as JSON from the
 * keyboard, and a filtered list exports only its rows; the links (the browser's own download,
 * issue 48) fit a phone's width; a CSV import's dry run and confirm (issue 48).
 */
import { expect, type Download, type Page, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import fs from 'node:fs'

import { adminApi } from './adminApi'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signIn } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

/** The applications list's columns in the file: its own fields, the project and applicant by id and name. */
const APPLICATION_COLUMNS = [
  'ID',
  'Project',
  'Project: Title',
  'User',
  'User: Email',
  'First name',
  'Last name',
  'E-mail',
  'Message',
  'Organization',
  'Project type',
  'Status',
  'Created at',
  'Updated at',
]
/** What no export may hold: account internals and secrets. */
const FORBIDDEN = /hash|salt|session|token|password|feed|lockUntil|loginAttempts/i

const downloaded = async (download: Download) => fs.readFileSync((await download.path())!, 'utf8')

async function openApplications(page: Page, query = '') {
  await page.goto(`${app.url}/admin/collections/project-applications${query}`)
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
}

test('an admin exports the applications list as CSV and JSON: its columns, every row, nothing an admin may not read', async ({
  page,
  request,
}) => {
  const api = await adminApi(app, request)
  const { totalDocs } = (await api.get('/project-applications?limit=1&depth=0')) as { totalDocs: number }
  expect(totalDocs).toBeGreaterThan(0)
  await signIn(page, app, 'admin@example.com', { from: '/admin/project-applications' })
  await page.waitForURL(/\/admin\/collections\/project-applications/)
  await openApplications(page)

  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
  expect(csvDownload.suggestedFilename()).toMatch(/^project-applications-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await downloaded(csvDownload)
  const [header, ...rows] = parse(csv) as string[][]
  expect(header).toEqual(APPLICATION_COLUMNS)
  for (const heading of header!) expect(heading).not.toMatch(FORBIDDEN)
  expect(rows).toHaveLength(totalDocs)
  for (const row of rows) {
    expect(row[11]).toMatch(/^(pending|approved|rejected)$/)
    expect(row[12]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  }

  // From the keyboard: the JSON link takes focus and Enter downloads.
  const json = page.getByRole('link', { name: 'Export JSON' })
  await json.focus()
  await expect(json).toBeFocused()
  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
  expect(jsonDownload.suggestedFilename()).toMatch(/^project-applications-\d{4}-\d{2}-\d{2}\.json$/)
  const documents = JSON.parse(await downloaded(jsonDownload)) as Record<string, unknown>[]
  expect(documents).toHaveLength(totalDocs)
  for (const document of documents) for (const key of Object.keys(document)) expect(key).not.toMatch(FORBIDDEN)
  expect(documents[0]).toMatchObject({ user: { id: expect.any(Number), email: expect.any(String) }, project: { id: expect.any(Number) } })
})

test('the export follows the list: its filter, and its buttons fit a phone', async ({ page, request }) => {
  const api = await adminApi(app, request)
  const pending = (await api.get('/project-applications?limit=1&depth=0&where[status][equals]=pending')) as { totalDocs: number }
  await signIn(page, app, 'admin@example.com', { from: '/admin/project-applications' })
  await page.waitForURL(/\/admin\/collections\/project-applications/)
  await page.setViewportSize({ width: 390, height: 844 })
  await openApplications(page, '?where[or][0][and][0][status][equals]=pending')
  for (const name of ['Export CSV', 'Export JSON']) {
    const box = (await page.getByRole('link', { name }).boundingBox())!
    expect(box.x + box.width, name).toBeLessThanOrEqual(390)
  }
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
  const rows = (parse(await downloaded(download), { columns: true }) as Record<string, string>[]).map((row) => row.Status)
  expect(rows).toHaveLength(pending.totalDocs)
  expect(new Set(rows)).toEqual(pending.totalDocs ? new Set(['pending']) : new Set())

  // A refusal is said beside the buttons: a sort the export cannot follow.
  await openApplications(page, '?sort=-organization')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Exports can be sorted by' })).toBeVisible()
})

test('an admin imports organizations from a CSV: the dry run lists new rows and refusals by line, the confirm writes the new ones', async ({
  page,
  request,
}) => {
  const word = `Imported ${Date.now().toString(36)}`
  const csv = `Organization Name,Organization Type,Sector\r\n${word} Works,industry,Water\r\n${word} Bad,pirate,\r\n`
  await signIn(page, app, 'admin@example.com', { from: '/admin/collections/organizations' })
  await page.waitForURL(/\/admin\/collections\/organizations/)
  await expect(page.getByRole('button', { name: 'Import CSV' })).toBeVisible()
  await page
    .getByLabel('Choose a CSV file to import')
    .setInputFiles({ name: 'organizations.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })

  // The dry run: nothing saved yet; the bad row refused by its line in the file (the header is line 1).
  await expect(page.getByText('Preview of organizations.csv: nothing is saved until you confirm.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'New: 1' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Refused: 1' })).toBeVisible()
  const refused = page.getByRole('row').filter({ hasText: `${word} Bad` })
  await expect(refused.getByRole('cell').first()).toHaveText('3')
  const api = await adminApi(app, request)
  const named = async () =>
    ((await api.get(`/organizations?where[name][like]=${encodeURIComponent(word)}&depth=0`)) as { docs: { name: string }[] }).docs.map(
      (organization) => organization.name,
    )
  expect(await named()).toEqual([])

  await page.getByRole('button', { name: 'Import 1 row' }).click()
  await expect(page.getByText('Imported: 1 new, 0 changed.')).toBeVisible()
  expect(await named()).toEqual([`${word} Works`])
  // The shared server's next files find the demo's organizations as they were.
  const response = await request.delete(`${app.url}/api/organizations?where[name][like]=${encodeURIComponent(word)}`, {
    headers: api.headers,
  })
  expect(response.status()).toBe(200)
  expect(await named()).toEqual([])
})
