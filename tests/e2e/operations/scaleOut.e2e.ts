/**
 * Several app instances as one site: two built servers on two ports against one PostgreSQL
 * (and one media folder, the local stand-in for the object store), started at the same time.
 */
import { expect, test } from '@playwright/test'

import { useTwoInstances } from './twoInstances'
import { signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const site = useTwoInstances()

test('two instances started together migrate once and seed once, and both are healthy', async ({ request }) => {
  const migrations = await site.query<{ name: string; runs: string }>(
    "SELECT name, count(*) AS runs FROM payload_migrations WHERE name <> 'dev' GROUP BY name",
  )
  expect(migrations.length).toBeGreaterThan(0)
  expect(migrations.every((row) => Number(row.runs) === 1)).toBe(true)
  const log = site.a.output() + site.b.output()
  for (const { name } of migrations) expect(log.split(`Migrated:  ${name}`).length - 1, name).toBe(1)
  const [admins] = await site.query<{ count: string }>("SELECT count(*) FROM users WHERE email = 'admin@example.com'")
  expect(Number(admins!.count)).toBe(1)

  for (const app of [site.a, site.b]) {
    const health = await request.get(`${app.url}/api/health`)
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' })
  }
})

test('a member signed in on one instance downloads on the other', async ({ page }) => {
  // Visitors' /documents is in B's page cache; a signed-in member never gets that copy.
  for (let i = 0; i < 2; i++) await page.goto(`${site.b.url}/documents`)
  await expect(page.getByRole('button', { name: 'Sign in to Download' }).first()).toBeVisible()
  await signInAsMember(page, site.a)

  // Cookies belong to the host, not the port: the same session reaches instance B.
  await page.goto(`${site.b.url}/documents`)
  await expect(page.getByRole('button', { name: 'Sign in to Download' })).toHaveCount(0)
  const [document] = await site.query<{ id: number; filesize: number }>('SELECT id, filesize FROM documents ORDER BY id LIMIT 1')
  const before = await site.query<{ count: string }>(`SELECT count(*) FROM document_downloads WHERE document_id = ${document!.id}`)
  const result = await page.evaluate(async (id) => {
    const response = await fetch(`/documents/${id}/download`)
    return { status: response.status, redirected: response.redirected, size: (await response.arrayBuffer()).byteLength }
  }, document!.id)
  expect(result).toEqual({ status: 200, redirected: false, size: Number(document!.filesize) })
  const after = await site.query<{ count: string }>(`SELECT count(*) FROM document_downloads WHERE document_id = ${document!.id}`)
  expect(Number(after[0]!.count)).toBe(Number(before[0]!.count) + 1)
})

test("an admin's edit on one instance shows on the other's public page within 5 seconds", async ({ page, request }) => {
  const login = await request.post(`${site.a.url}/api/users/login`, { data: { email: 'admin@example.com', password: 'demo-password' } })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const [event] = await site.query<{ id: number }>('SELECT id FROM events ORDER BY id LIMIT 1')
  // B has the visitor page in its page cache before the edit (`page` carries no session).
  for (let i = 0; i < 2; i++) expect((await page.request.get(`${site.b.url}/events/${event!.id}`)).status()).toBe(200)
  expect((await page.request.get(`${site.b.url}/events/${event!.id}`)).headers()['x-visitor-page-cache']).toBe('hit')
  const title = `Renamed on A ${Date.now()}`
  expect((await request.patch(`${site.a.url}/api/events/${event!.id}`, { headers, data: { title } })).status()).toBe(200)
  const edited = Date.now()
  await expect
    .poll(
      async () => {
        await page.goto(`${site.b.url}/events/${event!.id}`)
        return page.getByRole('heading', { name: title }).count()
      },
      { timeout: 5000, intervals: [250] },
    )
    .toBe(1)
  expect(Date.now() - edited).toBeLessThan(5000)
})

test("a visitor's link to a cached page is a page load the cache answers; React Server Component requests go to Next.js", async ({
  page,
}) => {
  await page.goto(`${site.a.url}/about`)
  await page.goto(`${site.a.url}/`)
  // /about is in A's page cache now; the member site links with <a>, so the click is a page load.
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/about' && answer.request().isNavigationRequest()),
    page.getByRole('link', { name: 'About the community' }).click(),
  ])
  expect(response.headers()['x-visitor-page-cache']).toBe('hit')
  await page.waitForURL(`${site.a.url}/about`)
  // A refresh after a write asks for RSC data: never from the cache of HTML pages.
  const rsc = await page.request.get(`${site.a.url}/about`, { headers: { rsc: '1' } })
  expect(rsc.headers()['x-visitor-page-cache']).toBeUndefined()
})
