/** axe-core scans of every member-site route built so far, as a visitor and as a member. */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { type AppServer, useAppServer } from './appServer'

test.describe.configure({ mode: 'serial' })

const server = useAppServer()
let app: AppServer
test.beforeAll(() => {
  app = server()
})

const VISITOR_ROUTES = [
  '/',
  '/members',
  '/events',
  '/events/3',
  '/documents',
  '/surveys',
  '/surveys/1',
  '/surveys/2',
  '/surveys/3',
  '/projects',
  '/projects/1',
  '/profile',
  '/live',
  '/about',
  '/auth',
  '/reset-password',
  '/set-new-password',
  '/set-new-password?token=x',
  '/no-such-page',
]
const MEMBER_ROUTES = [
  '/',
  '/members',
  '/events',
  '/events/3',
  '/documents',
  '/surveys',
  '/surveys/1',
  '/surveys/2',
  '/projects',
  '/projects/1',
  '/projects/5',
  '/profile',
  '/invitations',
]

async function seriousViolations(page: Page, path: string) {
  await page.goto(`${app.url}${path}`)
  await page.waitForLoadState('load')
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

for (const width of [1280, 390]) {
  test(`visitor routes at ${width}px have no serious or critical violations`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    const found: string[] = []
    for (const path of VISITOR_ROUTES) found.push(...(await seriousViolations(page, path)))
    expect(found).toEqual([])
    await context.close()
  })

  test(`member routes at ${width}px have no serious or critical violations`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${app.url}/auth`)
    await page.getByRole('tab', { name: 'Sign In' }).click()
    await page.locator('#sign-in-email').fill('member@example.com')
    await page.locator('#sign-in-password').fill('demo-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(`${app.url}/`)
    const found: string[] = []
    for (const path of MEMBER_ROUTES) found.push(...(await seriousViolations(page, path)))
    expect(found).toEqual([])
    await context.close()
  })
}
