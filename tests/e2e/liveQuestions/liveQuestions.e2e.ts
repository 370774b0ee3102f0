/**
 * Live questions in the browser (issue 50, item 2): during a session happening now, a member asks
 * two questions on the event page, another member upvotes the second, and the first member's
 * open page shows it moving to the top without a reload; the admin's projector view shows the
 * same order in large type, and marking a question answered there marks it on the member's page.
 * Screenshots of the member's panel and of the projector at 1280 and 390 px, English and German,
 * go to test-results/live-questions/.
 */
import { expect, type Page, test } from '@playwright/test'

import { eventWithLiveSession } from './liveSession'
import { createMember } from '../support/members'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { openAsDemoAdmin, signIn } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const SCREENSHOTS = 'test-results/live-questions'

/** The page at 1280 and 390 px, whole. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

/** The questions of the session's panel, top first, as their texts. */
const questionTexts = (page: Page, session: number) =>
  page
    .locator(`[data-live-questions="${session}"] [data-question]`)
    .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent?.trim() ?? ''))

test('two members ask and upvote during a session; the order changes without a reload; the projector shows it', async ({
  browser,
  request,
}) => {
  const { title, eventId, sessionId } = await eventWithLiveSession(app, request, 'Live Q&A', 'keynote')

  const asker = await createMember(app, request, { prefix: 'live-asker', firstName: 'Asha' })
  const voter = await createMember(app, request, { prefix: 'live-voter', firstName: 'Viktor' })

  // The first member asks two questions on the event page.
  const first = await (await browser.newContext()).newPage()
  await signIn(first, app, asker.email)
  await first.waitForURL(`${app.url}/`)
  await first.goto(`${app.url}/events/${eventId}`)
  const panel = first.locator(`[data-live-questions="${sessionId}"]`)
  await expect(panel.getByRole('heading', { name: `Live questions: ${title} keynote` })).toBeVisible()
  await panel.getByLabel('Your question').fill('Will the slides be shared?')
  await panel.getByRole('button', { name: 'Ask' }).click()
  await expect(panel.getByText('Will the slides be shared?')).toBeVisible()
  await panel.getByLabel('Your question').fill('How do you segment OPC UA traffic?')
  await panel.getByRole('button', { name: 'Ask' }).click()
  await expect.poll(() => questionTexts(first, sessionId)).toEqual(['Will the slides be shared?', 'How do you segment OPC UA traffic?'])
  // Nobody votes for their own question.
  await expect(panel.getByRole('button', { name: 'Vote for this question' })).toHaveCount(0)

  // The second member upvotes the second question.
  const second = await (await browser.newContext()).newPage()
  await signIn(second, app, voter.email)
  await second.waitForURL(`${app.url}/`)
  await second.goto(`${app.url}/events/${eventId}`)
  const theirs = second.locator(`[data-live-questions="${sessionId}"]`)
  const opcUa = theirs.locator('[data-question]', { hasText: 'OPC UA' })
  await opcUa.getByRole('button', { name: 'Vote for this question' }).click()
  await expect(opcUa.getByRole('button', { name: 'Withdraw your vote' })).toHaveAttribute('aria-pressed', 'true')

  // The first member's page, never reloaded, shows the new order within a few refreshes.
  await expect
    .poll(() => questionTexts(first, sessionId), { timeout: 15_000 })
    .toEqual(['How do you segment OPC UA traffic?', 'Will the slides be shared?'])
  await expect(panel.locator('[data-question]').first().locator('[data-votes]')).toHaveText('1')

  // The admin's projector view shows the same order, large and high-contrast, and marks one answered.
  const admin = await (await browser.newContext()).newPage()
  await openAsDemoAdmin(admin, app, 'admin@example.com', `/admin/live-questions/${sessionId}`)
  const projector = admin.locator(`[data-projector="${sessionId}"]`)
  await expect(projector.getByRole('heading', { name: `${title} keynote` })).toBeVisible()
  await expect
    .poll(() => projector.locator('[data-question]').evaluateAll((items) => items.map((item) => item.textContent ?? '')))
    .toEqual([expect.stringContaining('OPC UA'), expect.stringContaining('slides')])
  const fontSize = await projector
    .locator('[data-question]')
    .first()
    .evaluate((item) => parseFloat(getComputedStyle(item).fontSize))
  expect(fontSize).toBeGreaterThanOrEqual(20)
  await projector.locator('[data-question]', { hasText: 'OPC UA' }).getByRole('button', { name: 'Mark answered' }).click()
  await expect(projector.locator('[data-question]', { hasText: 'OPC UA' }).getByText('Answered')).toBeVisible()

  // …and the member sees it marked, still without a reload.
  await expect(panel.locator('[data-question]', { hasText: 'OPC UA' }).getByText('Answered')).toBeVisible({ timeout: 15_000 })

  // Looked at in both languages: the member's panel and the projector.
  await panel.scrollIntoViewIfNeeded()
  await screenshots(first, 'member-panel-en')
  await screenshots(admin, 'projector-en')
  await first.goto(`${app.url}/de/events/${eventId}`)
  await expect(first.locator(`[data-live-questions="${sessionId}"] [data-question]`)).toHaveCount(2)
  await screenshots(first, 'member-panel-de')
  await admin.context().addCookies([{ name: 'payload-lng', value: 'de', url: app.url }])
  await admin.reload()
  await expect(projector.locator('[data-question]')).toHaveCount(2)
  await screenshots(admin, 'projector-de')
})
