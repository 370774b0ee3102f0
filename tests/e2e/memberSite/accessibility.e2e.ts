/** axe-core scans of every member-site route (memberSiteRoutes.ts), as a visitor and as a member. */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { MEMBER_ROUTES, VISITOR_ROUTES } from './memberSiteRoutes'
import { type AppServer, useAppServer } from '../support/appServer'
import { signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useAppServer()
let app: AppServer
test.beforeAll(() => {
  app = server()
})

async function seriousViolations(page: Page, path: string) {
  await page.goto(`${app.url}${path}`)
  await page.waitForLoadState('load')
  // The settled page: a toast shown on opening (a sign-in survey's) is scanned once its
  // slide-in has finished, not half transparent.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Endless ones (a skeleton's pulse) never finish.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
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
    await signInAsMember(page, app)
    const found: string[] = []
    for (const path of MEMBER_ROUTES) found.push(...(await seriousViolations(page, path)))
    expect(found).toEqual([])
    await context.close()
  })
}
