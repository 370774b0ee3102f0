/**
 * The discussions' moderation queue in Chromium against the built app (issue 50, item 4): a new
 * member's post waits for approval, out of other members' sight; a member's report brings a post
 * to the queue; an admin finds both in /admin/moderation from the side menu, approves the waiting
 * post (now everyone reads it) and hides the reported one (now nobody but its author does); both
 * acts are in the audit trail. Screenshots of the queue at 1280 and 390 px, English and German,
 * go to test-results/moderation/.
 *
 * Its own server: it holds new members' posts (DISCUSSION_POSTS_TO_APPROVE=1), which the shared
 * servers let through.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { freePort } from '../../../scripts/database/embeddedPostgres'
import { adminApi } from '../admin/adminApi'
import { queryOn } from '../support/appDatabase'
import { useAppServer } from '../support/appServer'
import { createMember } from '../support/members'
import { apiTokenOf } from '../support/secondStep'
import { DEMO_PASSWORD, openAsDemoAdmin } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const SCREENSHOTS = 'test-results/moderation'
let databasePort = 0
const server = useAppServer(async () => {
  databasePort = await freePort()
  return { EMBEDDED_DB_PORT: String(databasePort), DISCUSSION_POSTS_TO_APPROVE: '1' }
})
const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  queryOn(`postgres://postgres:postgres@127.0.0.1:${databasePort}/community`)<T>(text, values)

/** The REST API as one member (a JWT), for what the thread's own UI does (helper A's) and to check who reads what. */
async function memberApi(request: APIRequestContext, url: string, email: string) {
  const headers = { Authorization: `JWT ${await apiTokenOf(request, url, email, DEMO_PASSWORD)}` }
  return {
    post: (path: string, data: unknown) => request.post(`${url}/api${path}`, { headers, data }),
    status: async (path: string) => (await request.get(`${url}/api${path}`, { headers })).status(),
  }
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a waiting post and a reported one reach the queue; Approve shows the first to everyone, Hide takes the second from everyone', async ({
  page,
  request,
}) => {
  const app = server()
  const admin = await adminApi(app, request, 'superadmin@example.com')
  const event = ((await admin.get('/events?limit=1&depth=0&sort=-date')).docs as { id: number }[])[0]!
  const stamp = Date.now().toString(36)

  // A new member's first post waits.
  const newcomer = await createMember(app, request, { prefix: 'newcomer', firstName: 'New', lastName: `Comer${stamp}` })
  const asNewcomer = await memberApi(request, app.url, newcomer.email)
  const written = await asNewcomer.post('/discussion-posts', { event: event.id, body: `My first question ${stamp}` })
  expect(written.status(), await written.text()).toBe(201)
  const waiting = (await written.json()).doc as { id: number; status: string }
  expect(waiting.status).toBe('waiting')
  const reader = await createMember(app, request, { prefix: 'reader', firstName: 'Rea', lastName: `Der${stamp}` })
  const asReader = await memberApi(request, app.url, reader.email)
  expect(await asReader.status(`/discussion-posts/${waiting.id}`)).toBe(404)

  // A post everyone reads (an admin's never waits), which the reader reports.
  const published = (await (await admin.post('/discussion-posts', { event: event.id, body: `Cheap licences here ${stamp}` })).json())
    .doc as { id: number }
  expect(await asReader.status(`/discussion-posts/${published.id}`)).toBe(200)
  const reported = await asReader.post('/discussion-reports', { post: published.id, reason: `Spam ${stamp}` })
  expect(reported.status(), await reported.text()).toBe(201)

  // The admin finds the queue in the side menu's requests.
  await page.setViewportSize({ width: 1280, height: 900 })
  await openAsDemoAdmin(page, app, 'superadmin@example.com', '/admin')
  const menu = page.getByRole('navigation', { name: 'Admin Panel' })
  await menu.getByRole('button', { name: 'Review requests' }).click()
  await menu.getByRole('link', { name: 'Moderation queue' }).click()
  await page.waitForURL(/\/admin\/moderation/)
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeVisible()
  const waitingEntry = page.locator('.moderation-queue__entry').filter({ hasText: `My first question ${stamp}` })
  const reportedEntry = page.locator('.moderation-queue__entry').filter({ hasText: `Cheap licences here ${stamp}` })
  await expect(waitingEntry).toContainText('Waiting for approval')
  await expect(waitingEntry).toContainText(`New Comer${stamp}`)
  await expect(reportedEntry).toContainText('Reported once')
  await expect(reportedEntry).toContainText(`Spam ${stamp}`)
  await screenshots(page, 'queue-en')

  await page.getByRole('button', { name: `Approve: post ${waiting.id}` }).click()
  await expect(page.getByText('The post is published.')).toBeVisible()
  await expect(waitingEntry).toHaveCount(0)
  expect(await asReader.status(`/discussion-posts/${waiting.id}`)).toBe(200)

  await page.getByRole('button', { name: `Hide: post ${published.id}` }).click()
  await expect(page.getByText('The post is hidden.')).toBeVisible()
  await expect(reportedEntry).toHaveCount(0)
  expect(await asReader.status(`/discussion-posts/${published.id}`)).toBe(404)
  expect(await asNewcomer.status(`/discussion-posts/${published.id}`)).toBe(404)

  // Both acts in the audit trail, by the admin.
  const audited = await query<{ document_id: string; actor_email: string }>(
    "SELECT document_id, actor_email FROM audit_log WHERE target = 'discussion-posts' AND action = 'update' AND document_id = ANY($1)",
    [[String(waiting.id), String(published.id)]],
  )
  expect(new Set(audited.map((row) => row.document_id))).toEqual(new Set([String(waiting.id), String(published.id)]))
  expect(new Set(audited.map((row) => row.actor_email))).toEqual(new Set(['superadmin@example.com']))

  // The queue in German, with an entry in it.
  const again = await asNewcomer.post('/discussion-posts', { event: event.id, body: `Noch eine Frage ${stamp}` })
  expect(again.status()).toBe(201)
  const secondReport = await asReader.post('/discussion-reports', {
    post: ((await again.json()).doc as { id: number }).id,
    reason: `Unpassend ${stamp}`,
  })
  expect(secondReport.status()).toBe(201)
  await page.context().addCookies([{ name: 'payload-lng', value: 'de', url: app.url }])
  await page.goto(`${app.url}/admin/moderation`)
  await expect(page.getByRole('heading', { level: 1, name: 'Moderationsliste' })).toBeVisible()
  await expect(page.locator('.moderation-queue__entry').filter({ hasText: `Noch eine Frage ${stamp}` })).toContainText('Einmal gemeldet')
  await screenshots(page, 'queue-de')
})
