/**
 * The profile's structure in Chromium (issue 49, item 6), in English and German: each concern on
 * a tab of its own, and every tab a page of its own (a link marked aria-current, under the
 * language's prefix); one form with one save button per tab that edits, none on Security and
 * data, which alone holds "Delete account", exactly once, under "Your data"; headings in order.
 * Without JavaScript the tabs still open one another; at 390 px every tab link is in sight and
 * nothing scrolls sideways. Screenshots of each tab at 1280 and 390 px go to test-results.
 */
import { expect, type Page, test } from '@playwright/test'

import { createMember } from '../support/members'
import { profileTabs } from '../support/profileForm'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

type Tab = {
  path: string
  name: string
  /** The tab's one save button, or none. */
  save: string | null
  /** A heading only this tab has: its concern. */
  marker: string
}
type Texts = { heading: string; tabs: Tab[]; deleteAccount: string; yourData: string }

const TEXTS: Record<'en' | 'de', Texts> = {
  en: {
    heading: 'Your profile',
    deleteAccount: 'Delete account',
    yourData: 'Your data',
    tabs: [
      { path: '/profile', name: 'Profile', save: 'Save profile', marker: 'Profile' },
      { path: '/profile/organization', name: 'Organization', save: 'Save organization', marker: 'Organization' },
      { path: '/profile/directory', name: 'People directory', save: 'Save directory settings', marker: 'People directory' },
      { path: '/profile/notifications', name: 'Notifications and calendar', save: 'Save e-mail settings', marker: 'Calendar subscription' },
      { path: '/profile/security', name: 'Security and data', save: null, marker: 'Passkeys' },
    ],
  },
  de: {
    heading: 'Ihr Profil',
    deleteAccount: 'Konto löschen',
    yourData: 'Ihre Daten',
    tabs: [
      { path: '/de/profile', name: 'Profil', save: 'Profil speichern', marker: 'Profil' },
      { path: '/de/profile/organization', name: 'Organisation', save: 'Organisation speichern', marker: 'Organisation' },
      {
        path: '/de/profile/directory',
        name: 'Personenverzeichnis',
        save: 'Verzeichnis-Einstellungen speichern',
        marker: 'Personenverzeichnis',
      },
      {
        path: '/de/profile/notifications',
        name: 'Benachrichtigungen und Kalender',
        save: 'E-Mail-Einstellungen speichern',
        marker: 'Kalenderabonnement',
      },
      { path: '/de/profile/security', name: 'Sicherheit und Daten', save: null, marker: 'Passkeys' },
    ],
  },
}

/** Every button that saves a form, in either language: "Save …" or "… speichern". */
const SAVE = /^Save\b|speichern$/

/** The levels of the page's own headings (its main part) in document order. */
const headingLevels = (page: Page) =>
  page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))

for (const language of ['en', 'de'] as const) {
  const texts = TEXTS[language]

  test(`${language}: each concern has its own tab, a page with one form and one save; "Delete account" once, on Security and data`, async ({
    page,
    request,
  }) => {
    // A member of its own (not an organization admin): the tabs as most members see them.
    const { email } = await createMember(app, request, { prefix: `structure-${language}` })
    await signInAsMember(page, app, email)

    for (const tab of texts.tabs) {
      await page.goto(`${app.url}${tab.path}`)
      await expect(page.getByRole('heading', { name: texts.heading, level: 1 })).toBeVisible()

      // The tabs: links in one navigation, in order, under the language's prefix; this one is marked.
      const links = profileTabs(page).getByRole('link')
      await expect(links).toHaveText(texts.tabs.map((each) => each.name))
      for (const [index, each] of texts.tabs.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', each.path)
        if (each === tab) await expect(links.nth(index)).toHaveAttribute('aria-current', 'page')
        else await expect(links.nth(index)).not.toHaveAttribute('aria-current', /.*/)
      }

      // Its concern, and no other tab's.
      const main = page.getByRole('main')
      for (const other of texts.tabs) {
        await expect(main.getByRole('heading', { name: other.marker, exact: true, level: 2 })).toHaveCount(other === tab ? 1 : 0)
      }

      // One save button, in a form, on a tab that edits; none on Security and data.
      const saves = main.getByRole('button', { name: SAVE })
      if (tab.save) {
        await expect(saves).toHaveCount(1)
        await expect(saves).toHaveText(tab.save)
        expect(await saves.evaluate((button) => (button as HTMLButtonElement).form !== null)).toBe(true)
      } else {
        await expect(saves).toHaveCount(0)
      }

      // Account deletion: exactly once, under "Your data" on Security and data; nowhere else.
      const deletion = main.getByRole('button', { name: texts.deleteAccount, exact: true })
      if (tab.path.endsWith('/security')) {
        await expect(deletion).toHaveCount(1)
        await expect(main.getByRole('region', { name: texts.yourData }).getByRole('button', { name: texts.deleteAccount })).toHaveCount(1)
        await expect(main.getByRole('heading', { name: texts.deleteAccount, exact: true })).toHaveCount(1)
      } else {
        await expect(main.getByText(texts.deleteAccount)).toHaveCount(0)
        await expect(main.getByRole('region', { name: texts.yourData, exact: true })).toHaveCount(0)
      }

      // Headings in order: one h1 first, and no level skipped on the way down.
      const levels = await headingLevels(page)
      expect(levels[0], `${tab.path}: the h1 first`).toBe(1)
      expect(
        levels.filter((level) => level === 1),
        `${tab.path}: one h1`,
      ).toHaveLength(1)
      for (const [index, level] of levels.entries()) {
        if (index > 0) expect(level - levels[index - 1]!, `${tab.path}: heading levels ${levels.join(' ')}`).toBeLessThanOrEqual(1)
      }

      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        // Narrow: every tab link in sight, nothing wider than the window.
        if (width === 390) {
          for (const index of texts.tabs.keys()) await expect(links.nth(index)).toBeInViewport()
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        }
        await page.screenshot({ path: `test-results/profile-${language}-${tab.path.split('/').pop()}-${width}.png`, fullPage: true })
      }
      await page.setViewportSize({ width: 1280, height: 900 })
    }
  })

  test(`${language}: without JavaScript the tabs open one another and keep the language`, async ({ browser, request }) => {
    const { email } = await createMember(app, request, { prefix: `structure-nojs-${language}` })
    // Signed in with JavaScript; the session cookie then goes to a browser without it.
    const signedIn = await browser.newContext()
    const signInPage = await signedIn.newPage()
    await signInAsMember(signInPage, app, email)
    const cookies = await signedIn.cookies()
    await signedIn.close()

    const context = await browser.newContext({ javaScriptEnabled: false })
    await context.addCookies(cookies)
    const page = await context.newPage()
    await page.goto(`${app.url}${texts.tabs[0]!.path}`)
    for (const tab of [...texts.tabs.slice(1), texts.tabs[0]!]) {
      await profileTabs(page).getByRole('link', { name: tab.name, exact: true }).click()
      await expect(page).toHaveURL(`${app.url}${tab.path}`)
      await expect(profileTabs(page).getByRole('link', { name: tab.name, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('main').getByRole('heading', { name: tab.marker, exact: true, level: 2 })).toBeVisible()
    }
    await context.close()
  })
}

test('an organization admin finds the organization and its members on the Organization tab, and nothing of it elsewhere', async ({
  page,
}) => {
  // The demo member administers Nordwerk Chemicals.
  await signInAsMember(page, app)
  await page.goto(`${app.url}/profile/organization`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Organization', exact: true, level: 2 })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Manage Nordwerk Chemicals', level: 2 })).toBeVisible()
  await expect(main.getByRole('region', { name: 'Members', exact: true })).toBeVisible()
  await expect(main.getByRole('button', { name: SAVE })).toHaveCount(1)
  await page.goto(`${app.url}/profile`)
  await expect(page.getByRole('main').getByRole('heading', { name: 'Manage Nordwerk Chemicals' })).toHaveCount(0)
})
