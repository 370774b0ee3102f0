import { expect, type Page, test } from '@playwright/test'

import type { TestApp } from '../support/appServer'
import { openAsDemoAdmin } from '../support/signIn'

/** Spec 2's five KPI cards, as the dashboard titles them. */
const KPIS = ['Total Users', 'Survey Submissions', 'Event Bookmarks', 'Document Downloads', 'Project Applications']

const top = async (page: Page, name: string) => (await page.getByRole('region', { name, exact: true }).boundingBox())!.y

/** Registers this area's tests (see adminConformance.e2e.ts). */
export function registerDashboardTests(app: () => TestApp) {
  test("at 1280 px the dashboard is the specification's: the KPIs, the Community Overview, then the Top 100 Engaged Users; the trends and next events follow", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openAsDemoAdmin(page, app(), 'admin@example.com', '/admin/dashboard')
    await page.waitForURL(`${app().url}/admin/dashboard`)
    const main = page.getByRole('main')

    // The sections in the order they are read (a screen reader's too), the spec's three first.
    await expect(main.locator('h2')).toHaveText([
      'Community figures',
      'Community Overview',
      'Top 100 Engaged Users',
      'Trends',
      'Next events',
    ])
    const figures = page.getByRole('region', { name: 'Community figures' })
    await expect(figures.getByRole('heading', { level: 3 })).toHaveText(KPIS)

    // And on the screen: each below the one before.
    const positions = []
    for (const name of ['Community figures', 'Community Overview', 'Top 100 Engaged Users', 'Trends', 'Next events']) {
      positions.push(await top(page, name))
    }
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    // The Top 100 starts on the first screen (it started about 2.5 screens down behind the trends).
    expect(positions[2]).toBeLessThan(800)
    await expect(page.getByRole('heading', { name: 'Top 100 Engaged Users', level: 2 })).toBeInViewport()

    // One step from the ranking to the trends below it.
    await page.getByRole('link', { name: 'Trends and next events below the ranking' }).click()
    await expect(page.getByRole('heading', { name: 'Trends', level: 2 })).toBeInViewport()
  })
}
