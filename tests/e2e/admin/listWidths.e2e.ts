/**
 * Issue 49: the admin lists on a laptop. The Users table shows every row's organization select
 * and Delete button at 1280 and 1440 px (they were off-screen below about 1920 px), and every list
 * the demo admin can open fits 1280×800 beside the open side menu: the list does not scroll
 * sideways and each row's actions (its links, buttons and selects) lie inside the window. The
 * lists come from the Payload config (tests/e2e/support/configFacts.ts) and the admin's access,
 * so a collection added later is checked too. An event's agenda table keeps its titles to two lines
 * (they were squeezed onto four or five).
 */
import { type Browser, expect, type Page, test } from '@playwright/test'

import { adminApi } from './adminApi'
import { readConfigFacts } from '../support/configFacts'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { openAsDemoAdmin } from '../support/signIn'

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

/** Spec 9's side menu, open (16rem). */
const MENU_WIDTH = 256

/**
 * What does not fit, read in the page: the page or a list's table wider than its room, and any
 * control of a row past the window's right edge or cut off by the table's own box. Empty when all fits.
 */
function readOverflow(): string[] {
  const found: string[] = []
  const viewport = document.documentElement.clientWidth
  if (document.documentElement.scrollWidth > viewport)
    found.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${viewport} px window`)
  for (const table of document.querySelectorAll<HTMLElement>('.collection-list .table')) {
    if (table.scrollWidth > table.clientWidth + 1) found.push(`the table is ${table.scrollWidth} px wide in ${table.clientWidth} px`)
    const room = table.getBoundingClientRect()
    for (const [index, row] of [...table.querySelectorAll('tbody tr')].entries()) {
      for (const control of row.querySelectorAll<HTMLElement>('a, button, select, input')) {
        const box = control.getBoundingClientRect()
        if (box.width === 0 && box.height === 0) continue
        const name = control.getAttribute('aria-label') || control.innerText.trim() || control.tagName.toLowerCase()
        if (box.right > viewport + 0.5 || box.left < 0) found.push(`row ${index + 1}: “${name}” ends at ${Math.round(box.right)} px`)
        else if (box.right > room.right + 0.5)
          found.push(`row ${index + 1}: “${name}” is cut off by the table at ${Math.round(room.right)} px`)
      }
    }
  }
  return found
}

/** The list's findings once it has settled: relationship cells fill in their titles after loading, which can widen a column. */
async function overflowOf(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  let found = await page.evaluate(readOverflow)
  // A list that does not fit yet may still be filling in: read it again for a few seconds.
  for (let attempt = 0; found.length > 0 && attempt < 12; attempt++) {
    await page.waitForTimeout(500)
    found = await page.evaluate(readOverflow)
  }
  return found
}

async function adminPage(browser: Browser, email: string, width: number, path: string) {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  const page = await context.newPage()
  await openAsDemoAdmin(page, app, email, path)
  await page.waitForURL((url) => url.pathname === path)
  return page
}

for (const width of [1280, 1440]) {
  test(`users table at ${width} px: every row's organization select and Delete button are visible without scrolling sideways`, async ({
    browser,
  }) => {
    for (const email of ['admin@example.com', 'superadmin@example.com']) {
      const page = await adminPage(browser, email, width, '/admin/collections/users')
      await expect.poll(async () => Math.round((await page.locator('#admin-side-menu').boundingBox())!.width)).toBe(MENU_WIDTH)
      const rows = page.locator('tbody tr')
      await expect(rows.first()).toBeVisible()
      const count = await rows.count()
      expect(count).toBeGreaterThan(1)
      for (let index = 0; index < count; index++) {
        const row = rows.nth(index)
        // Spec 2's row actions: the organization dropdown, the role dropdown (super admins only) and the delete user button.
        const dropdowns = row.getByRole('combobox')
        await expect(dropdowns).toHaveCount(email === 'superadmin@example.com' ? 2 : 1)
        const controls = [dropdowns.first(), dropdowns.last(), row.getByRole('button', { name: /^Delete / })]
        for (const control of controls) {
          const box = await control.boundingBox()
          const what = `${email}, row ${index + 1}: ${await control.getAttribute('aria-label')}`
          expect(box, what).not.toBeNull()
          expect(box!.x, what).toBeGreaterThanOrEqual(MENU_WIDTH)
          expect(box!.x + box!.width, what).toBeLessThanOrEqual(width)
        }
      }
      expect(await overflowOf(page), email).toEqual([])
      await page.context().close()
    }
  })
}

test('every admin list fits 1280×800 beside the open side menu: no sideways scrolling, every row’s actions in the window', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000)
  const config = readConfigFacts()
  const access = await (await adminApi(app, request)).get('/access')
  const readable = (slug: string) => {
    const read = access.collections?.[slug]?.read
    return read === true || read?.permission === true
  }
  const lists = config.collections.filter((collection) => !collection.hidden && !collection.hiddenFromAdmins && readable(collection.slug))
  // Spec 2's lists at least, and the records below them in the menu.
  for (const slug of ['events', 'projects', 'project-applications', 'documents', 'surveys', 'organizations', 'invitations', 'users']) {
    expect(lists.map((collection) => collection.slug)).toContain(slug)
  }
  expect(lists.length).toBeGreaterThan(15)

  const page = await adminPage(browser, 'admin@example.com', 1280, '/admin/collections/users')
  await expect.poll(async () => Math.round((await page.locator('#admin-side-menu').boundingBox())!.width)).toBe(MENU_WIDTH)
  const findings: string[] = []
  for (const { slug } of lists) {
    const path = `${config.adminRoute}/collections/${slug}`
    await page.goto(`${app.url}${path}`)
    await expect(page.getByRole('heading', { level: 1 }).first(), slug).toBeVisible()
    expect(new URL(page.url()).pathname, slug).toBe(path)
    findings.push(...(await overflowOf(page)).map((finding) => `${slug}: ${finding}`))
  }
  await page.context().close()
  expect(findings).toEqual([])
})

test("an event's agenda table at 1280 px gives each title room: none takes more than two lines", async ({ browser, request }) => {
  const api = await adminApi(app, request)
  const [item] = (await api.get('/agenda-items?limit=1&depth=0&sort=id')).docs as { event: number }[]
  expect(item, 'the demo has agenda items').toBeDefined()
  const page = await adminPage(browser, 'admin@example.com', 1280, `/admin/collections/events/${item!.event}`)
  // The live preview is the admin's saved choice, which another test may have left on: it halves the form's column.
  // Wait for the form to show one of its two preview buttons before asking which: a check made
  // while the view is still rendering sees neither.
  const exitPreview = page.getByRole('button', { name: 'Exit Live Preview' })
  const openPreview = page.getByRole('button', { name: 'Live Preview', exact: true })
  await expect(openPreview.or(exitPreview).first()).toBeVisible()
  if (await exitPreview.isVisible()) await exitPreview.click()
  await expect(openPreview).toBeVisible()
  await page.locator('.tabs-field__tab-button').filter({ hasText: 'Agenda Management' }).click()
  const titles = page.locator('.relationship-table tbody tr td:first-child')
  await expect(titles.first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The lines a title's text is laid out on: its boxes' tops, those within a few pixels of each
  // other (a link's box and its text's) being one line.
  const lines = await titles.evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange()
      range.selectNodeContents(cell)
      const tops = [...range.getClientRects()]
        .filter((box) => box.width > 0)
        .map((box) => box.top)
        .sort((a, b) => a - b)
      const count = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 4).length
      return { title: cell.textContent?.trim() ?? '', lines: count }
    }),
  )
  expect(lines.length).toBeGreaterThan(0)
  expect(lines.filter((title) => title.lines > 2)).toEqual([])
  await page.context().close()
})
