import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import type { TestApp } from '../support/appServer'
import { openAsDemoAdmin } from '../support/signIn'

/** Spec 2's sub-routes with the menu's label for each, and the short path that leads to the same screen. */
const SPEC_LINKS = [
  ['Dashboard', '/admin', '/admin/dashboard'],
  ['Events', '/admin/events', '/admin/collections/events'],
  ['Speakers', '/admin/speakers', '/admin/collections/speakers'],
  ['Projects', '/admin/projects', '/admin/collections/projects'],
  ['Project Applications', '/admin/project-applications', '/admin/collections/project-applications'],
  ['Documents', '/admin/documents', '/admin/collections/documents'],
  ['Surveys', '/admin/surveys', '/admin/collections/surveys'],
  ['Organizations', '/admin/organizations', '/admin/collections/organizations'],
  ['Invitations', '/admin/invites', '/admin/collections/invitations'],
  ['Users', '/admin/users', '/admin/collections/users'],
] as const

// Spec 9: 16rem open, 3rem as icons, 18rem as a sheet (rem of a 16 px root); the cookie lasts 7 days.
const OPEN_WIDTH = 256
const ICONS_WIDTH = 48
const SHEET_WIDTH = 288
const COOKIE_MAX_AGE = 604800

const desktopMenu = (page: Page) => page.locator('#admin-side-menu')
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle side menu' })

async function signInAsAdmin(page: Page, app: TestApp) {
  await openAsDemoAdmin(page, app, 'admin@example.com', '/admin')
  await page.waitForURL(`${app.url}/admin/dashboard`)
}

async function menuWidth(page: Page) {
  return Math.round((await desktopMenu(page).boundingBox())!.width)
}

/** Waits for the menu's width to settle after a toggle (it animates) and returns it. */
async function expectMenuWidth(page: Page, width: number) {
  await expect.poll(() => menuWidth(page)).toBe(width)
}

async function expectCollapsed(page: Page, collapsed: boolean) {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', collapsed ? 'false' : 'true')
  await expectMenuWidth(page, collapsed ? ICONS_WIDTH : OPEN_WIDTH)
}

async function sideMenuCookie(page: Page) {
  return (await page.context().cookies()).find(({ name }) => name === 'sidebar_state')
}

/** Serious or critical accessibility findings (labels, contrast, ARIA) inside `selector`. */
async function seriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze()
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Issue 49: the groups below the spec's links, by what an editor does with the records, in the menu's order. */
const ADMIN_GROUPS = ['Edit content', 'Review requests', 'Look up activity']
const SYSTEM_GROUP = 'System records'
/** Tables the server keeps for itself: in the System records group for super admins, out of an admin's menu and screens. */
const INTERNAL_TABLES = [
  ['document-texts', 'Document texts'],
  ['activity-snapshots', 'Activity snapshots'],
  ['passkeys', 'Passkeys'],
  ['directory-profiles', 'Directory profiles'],
  ['email-outbox', 'Outgoing e-mails'],
  ['notifications', 'Notifications'],
  ['schedule-changes', 'Schedule changes'],
] as const

const menuNav = (page: Page) => page.getByRole('navigation', { name: 'Admin Panel' })

/** The menu's entries a person sees, top to bottom: links and group buttons, not the links of closed groups. */
async function visibleEntries(page: Page) {
  return menuNav(page)
    .locator('a, button')
    .evaluateAll((elements) =>
      elements.filter((element) => element.checkVisibility()).map((element) => (element as HTMLElement).innerText.trim()),
    )
}

/** Registers this area's tests (see adminConformance.e2e.ts). */
export function registerNavigationTests(app: () => TestApp) {
  test("the menu's first ten entries are the specification's sub-routes in its order; the other records follow in closed groups", async ({
    page,
  }) => {
    await signInAsAdmin(page, app())
    const nav = menuNav(page)
    const entries = await visibleEntries(page)
    expect(entries.slice(0, 10)).toEqual(SPEC_LINKS.map(([label]) => label))
    // Then the groups, each closed: nothing else is in sight until one is opened.
    expect(entries.slice(10)).toEqual(ADMIN_GROUPS)
    for (const group of ADMIN_GROUPS) {
      await expect(nav.getByRole('button', { name: group, exact: true }), group).toHaveAttribute('aria-expanded', 'false')
    }
    const firstTen = await nav.locator('a').evaluateAll((links) => links.slice(0, 10).map((link) => link.getAttribute('href')))
    expect(firstTen).toEqual(SPEC_LINKS.map(([, , screen]) => screen))

    // Each group holds what an editor does one thing with.
    const open = async (group: string) => {
      await nav.getByRole('button', { name: group, exact: true }).click()
      return nav.getByRole('list', { name: group, exact: true })
    }
    const content = await open('Edit content')
    for (const label of ['Agenda items', 'Survey questions', 'Project members', 'Tags', 'Media', 'Live Session']) {
      await expect(content.getByRole('link', { name: label, exact: true }), label).toBeVisible()
    }
    const requests = await open('Review requests')
    for (const label of ['Membership requests', 'Organization domains', 'Member reports']) {
      await expect(requests.getByRole('link', { name: label, exact: true }), label).toBeVisible()
    }
    const activity = await open('Look up activity')
    for (const label of ['Saved event dates', 'Document downloads', 'Survey responses']) {
      await expect(activity.getByRole('link', { name: label, exact: true }), label).toBeVisible()
    }
    // A group closes again.
    await nav.getByRole('button', { name: 'Edit content', exact: true }).click()
    await expect(content).toBeHidden()

    // The internal tables are not in an admin's menu, nor its screens (hidden is not access: the
    // collections' access functions decide the API, see tests/policies).
    await expect(nav.getByRole('button', { name: SYSTEM_GROUP })).toHaveCount(0)
    for (const [slug] of INTERNAL_TABLES) {
      await expect(nav.locator(`a[href="/admin/collections/${slug}"]`), slug).toHaveCount(0)
    }
    await page.goto(`${app().url}/admin/collections/passkeys`)
    await expect(page.getByRole('heading', { name: 'Nothing found', level: 1 })).toBeVisible()

    // A record of a group opens with its group open and the link marked as the page shown.
    await page.goto(`${app().url}/admin/collections/membership-requests`)
    await expect(nav.getByRole('button', { name: 'Review requests', exact: true })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Membership requests', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('button', { name: 'Edit content', exact: true })).toHaveAttribute('aria-expanded', 'false')
    expect(await seriousViolations(page, '#admin-side-menu')).toEqual([])
  })

  test('a super admin finds the internal tables and Operations in the System records group, and opens them', async ({ page }) => {
    await openAsDemoAdmin(page, app(), 'superadmin@example.com', '/admin/dashboard')
    await page.waitForURL(`${app().url}/admin/dashboard`)
    const nav = menuNav(page)
    expect((await visibleEntries(page)).slice(0, 10)).toEqual(SPEC_LINKS.map(([label]) => label))
    const system = nav.getByRole('button', { name: SYSTEM_GROUP, exact: true })
    await expect(system).toHaveAttribute('aria-expanded', 'false')
    await system.click()
    const list = nav.getByRole('list', { name: SYSTEM_GROUP, exact: true })
    for (const [slug, label] of [...INTERNAL_TABLES, ['audit-log', 'Audit trail'] as const]) {
      await expect(list.getByRole('link', { name: label, exact: true }), slug).toHaveAttribute('href', `/admin/collections/${slug}`)
    }
    await expect(list.getByRole('link', { name: 'Operations', exact: true })).toHaveAttribute('href', '/admin/operations')
    await list.getByRole('link', { name: 'Document texts', exact: true }).click()
    await page.waitForURL(new RegExp(`^${app().url}/admin/collections/document-texts(\\?|$)`))
    await expect(page.getByRole('heading', { name: 'Document texts', level: 1 })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Document texts', exact: true })).toHaveAttribute('aria-current', 'page')
  })

  test('at 1280 px a fresh admin sees the Admin Panel menu with a link to every sub-route', async ({ page }) => {
    await signInAsAdmin(page, app())
    const menu = desktopMenu(page)
    await expect(menu).toBeVisible()
    await expect(menu.getByText('Admin Panel', { exact: true })).toBeVisible()
    await expectMenuWidth(page, OPEN_WIDTH)
    // Payload's own nav and hamburgers are gone.
    await expect(page.locator('aside.nav')).toHaveCount(0)
    await expect(page.locator('.template-default__nav-toggler-wrapper')).toBeHidden()

    const nav = page.getByRole('navigation', { name: 'Admin Panel' })
    for (const [label, shortPath, screen] of SPEC_LINKS) {
      const link = nav.getByRole('link', { name: label, exact: true })
      await expect(link, label).toBeVisible()
      await expect(link.locator('svg'), `${label} has an icon`).toHaveCount(1)
      await expect(link, label).toHaveAttribute('href', screen)
      // The link opens the screen the spec's short path leads to.
      const response = await page.request.get(`${app().url}${shortPath}`, { maxRedirects: 0 })
      expect(new URL(response.headers().location!, app().url).pathname, shortPath).toBe(screen)
    }
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page')
    // The other collections stay reachable below the spec's links, in groups that open on demand.
    const content = nav.getByRole('button', { name: 'Edit content' })
    await expect(nav.getByRole('link', { name: 'Agenda items', exact: true })).toBeHidden()
    await content.click()
    await expect(content).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Agenda items', exact: true })).toBeVisible()
    expect(await seriousViolations(page, '#admin-side-menu')).toEqual([])

    await nav.getByRole('link', { name: 'Organizations', exact: true }).click()
    await page.waitForURL(new RegExp(`^${app().url}/admin/collections/organizations(\\?|$)`))
    await expect(nav.getByRole('link', { name: 'Organizations', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page')
  })

  test('the button and Ctrl/Cmd+B collapse the menu to icons and back, remembered for 7 days', async ({ page }) => {
    await signInAsAdmin(page, app())
    expect(await sideMenuCookie(page)).toBeUndefined()
    await expectCollapsed(page, false)

    await toggle(page).click()
    await expectCollapsed(page, true)
    expect(await seriousViolations(page, '#admin-side-menu')).toEqual([])
    // Icons only: every link keeps its name (and shows it as a tooltip).
    const events = page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Events', exact: true })
    await expect(events).toBeVisible()
    await expect(events).toHaveAttribute('title', 'Events')
    const cookie = await sideMenuCookie(page)
    expect(cookie?.value).toBe('false')
    const lifetime = cookie!.expires - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(COOKIE_MAX_AGE - 120)
    expect(lifetime).toBeLessThanOrEqual(COOKIE_MAX_AGE)

    // The server renders the remembered state: no open menu flashes before the page's script runs.
    const html = await page.evaluate(async () => (await fetch('/admin/collections/events')).text())
    expect(html).toContain('side-menu side-menu--collapsed')
    await page.reload()
    await expectCollapsed(page, true)

    await page.keyboard.press('Control+b')
    await expectCollapsed(page, false)
    expect((await sideMenuCookie(page))?.value).toBe('true')
    await page.keyboard.press('Meta+b')
    await expectCollapsed(page, true)
    await page.keyboard.press('Control+b')
    await expectCollapsed(page, false)
  })

  test('Ctrl+B in an editable field is left to the field and does not toggle the menu', async ({ page }) => {
    await signInAsAdmin(page, app())
    await page.goto(`${app().url}/admin/collections/events/create`)
    await expectCollapsed(page, false)

    const title = page.locator('#field-title')
    await title.fill('Bold test')
    await title.press('Control+b')
    await expectCollapsed(page, false)
    await expect(title).toHaveValue('Bold test')
    // In the rich text editor Ctrl+B makes the selection bold, and the menu stays as it is.
    const editor = page.locator('[data-field-path="description"] [contenteditable="true"]')
    await editor.click()
    await page.keyboard.type('word')
    await page.keyboard.press('Control+a')
    await page.keyboard.press('Control+b')
    await expect(editor.locator('strong, b, .LexicalEditorTheme__textBold').first()).toHaveText('word')
    await expectCollapsed(page, false)

    // Outside the field the shortcut is the menu's again.
    await page.locator('h1').first().click()
    await page.keyboard.press('Control+b')
    await expectCollapsed(page, true)
  })

  test('at 390 px the menu is a closed sheet that opens, links work and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAsAdmin(page, app())
    await expect(desktopMenu(page)).toBeHidden()
    await expect(page.locator('.app-header__mobile-nav-toggler')).toBeHidden()
    const open = page.getByRole('button', { name: 'Open side menu' })
    const sheet = page.getByRole('dialog', { name: 'Admin Panel' })
    await expect(open).toBeVisible()
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await expect(sheet).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // The page takes the whole width below the bar with the menu button.
    const content = (await page.locator('.template-default__wrap').boundingBox())!
    expect([content.x, content.width]).toEqual([0, 390])
    expect(content.y).toBeGreaterThanOrEqual((await open.boundingBox())!.y + 24)

    await open.click()
    await expect(sheet).toBeVisible()
    await expect(open).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(async () => Math.round((await sheet.boundingBox())!.width)).toBe(SHEET_WIDTH)
    await expect.poll(async () => Math.round((await sheet.boundingBox())!.x)).toBe(0)
    expect(await seriousViolations(page, '#admin-side-menu-sheet')).toEqual([])
    for (const [label, , screen] of SPEC_LINKS) {
      await expect(sheet.getByRole('link', { name: label, exact: true }), label).toHaveAttribute('href', screen)
    }
    // Focus moves into the sheet and back to the button when Escape closes it.
    await expect(sheet.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(open).toBeFocused()
    await expect(open).toHaveAttribute('aria-expanded', 'false')

    // A click on the dimmed page beside the sheet closes it.
    await open.click()
    await expect(sheet).toBeVisible()
    await page.mouse.click(370, 600)
    await expect(sheet).toBeHidden()

    await open.click()
    await sheet.getByRole('link', { name: 'Users', exact: true }).click()
    await page.waitForURL(new RegExp(`^${app().url}/admin/collections/users(\\?|$)`))
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible()
  })
}
