/**
 * The admin panel in German and back in Chromium against the built app (issue 21): an admin picks
 * Deutsch in Payload's own language switch on the account page (kept in Payload's `payload-lng`
 * cookie); the dashboard and the side menu (our components) and Payload's own texts then read
 * German, and picking English restores the specification's words. The account's own `language`
 * (the member site's and e-mails' language) is another setting and stays as it was.
 */
import { expect, type Page, test } from '@playwright/test'

import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signIn } from '../support/signIn'

const server = useSharedServer()

/** Picks a language in the account page's 'Payload Settings' (Payload's react-select). */
async function pickAdminLanguage(page: Page, app: SharedServer, language: 'English' | 'Deutsch') {
  await page.goto(`${app.url}/admin/account`)
  const select = page.locator('.payload-settings__language')
  await select.locator('.rs__control').click()
  // Both languages are offered, each named in itself.
  await expect(page.locator('.rs__option')).toHaveText(['English', 'Deutsch'])
  await page.locator('.rs__option', { hasText: language }).click()
  await expect(select.locator('.rs__single-value')).toHaveText(language)
}

const adminLanguageCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'payload-lng')?.value

test('an admin switches the admin panel to German on the account page and back to English', async ({ page }) => {
  const app = server()
  await signIn(page, app, 'admin@example.com', { from: '/admin/dashboard' })
  await page.waitForURL(`${app.url}/admin/dashboard`)
  await expect(page.getByRole('heading', { name: 'Community Overview', level: 2 })).toBeVisible()
  const accountLanguage = async () =>
    ((await (await page.request.get(`${app.url}/api/users/me`)).json()).user?.language ?? null) as string | null
  const memberLanguage = await accountLanguage()

  // Deutsch: Payload's settings re-render in German and the choice is kept in Payload's cookie.
  await pickAdminLanguage(page, app, 'Deutsch')
  await expect(page.getByRole('heading', { name: 'Payload-Einstellungen' })).toBeVisible()
  expect(await adminLanguageCookie(page)).toBe('de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  await page.goto(`${app.url}/admin/dashboard`)
  // Our components: the dashboard's headings and the side menu.
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Community im Überblick', level: 2 })).toBeVisible()
  const germanMenu = page.getByRole('navigation', { name: 'Admin-Bereich' })
  await expect(germanMenu.getByRole('link', { name: 'Veranstaltungen', exact: true })).toBeVisible()
  // The groups below the spec's links open on demand, named in German too.
  await germanMenu.getByRole('button', { name: 'Inhalte bearbeiten' }).click()
  await expect(germanMenu.getByRole('link', { name: 'Programmpunkte', exact: true })).toBeVisible()
  // Payload's own text: the account link of its header.
  await expect(page.getByRole('link', { name: 'Benutzerkonto', exact: true })).toBeVisible()
  // A Payload screen: the events list's create button, under the collection's German name.
  await germanMenu.getByRole('link', { name: 'Veranstaltungen', exact: true }).click()
  await page.waitForURL(new RegExp(`^${app.url}/admin/collections/events(\\?|$)`))
  await expect(page.getByRole('heading', { name: 'Veranstaltungen', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Neu erstellen' }).first()).toBeVisible()

  // The member site's language on the account is not the admin's.
  expect(await accountLanguage()).toBe(memberLanguage)

  // Back to English: the specification's words again.
  await pickAdminLanguage(page, app, 'English')
  await expect(page.getByRole('heading', { name: 'Payload Settings' })).toBeVisible()
  expect(await adminLanguageCookie(page)).toBe('en')
  await page.goto(`${app.url}/admin/dashboard`)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Community Overview', level: 2 })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Admin Panel' })
  await expect(menu.getByRole('link', { name: 'Events', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible()
  expect(await accountLanguage()).toBe(memberLanguage)
})
