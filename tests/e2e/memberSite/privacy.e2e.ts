/**
 * Privacy in Chromium against the built app: a member downloads their data from the profile's
 * Security and data tab (/profile/security) and it parses; visitors are sent to sign in; the only
 * super admin is told their account cannot be deleted; a member deletes their account through the
 * dialog, lands signed out on the home page and cannot sign in again. Visitor pages may come back from the back/forward cache,
 * member pages never. Screenshots of the section and the dialog at 1280 and 390 px go
 * to test-results.
 */
import AxeBuilder from '@axe-core/playwright'
import { chromium, expect, type Page, test } from '@playwright/test'
import fs from 'node:fs'

import { queryOn } from '../support/appDatabase'
import { fullChromiumPath } from '../support/chromiumPath'
import { createMember } from '../support/members'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signIn, signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' })

async function openDeleteDialog(page: Page) {
  await page.goto(`${app.url}/profile/security`)
  await yourData(page).getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('a member downloads all their data from /profile/security as JSON', async ({ page }) => {
  await signInAsMember(page, app)
  await page.goto(`${app.url}/profile/security`)
  const downloading = page.waitForEvent('download')
  await yourData(page).getByRole('link', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^itot-community-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'))

  expect(data.account).toMatchObject({ email: 'member@example.com', firstName: 'Maria', lastName: 'Weber', role: 'community_user' })
  for (const secret of ['hash', 'salt', 'sessions', 'resetPasswordToken', 'loginAttempts', 'lockUntil'])
    expect(data.account).not.toHaveProperty(secret)
  expect(data.organization).toMatchObject({ name: 'Nordwerk Chemicals' })
  // The demo member's activity as the database holds it now: other files on this shared server
  // may have saved or removed a date of the demo member's, so the export is compared with the rows.
  const query = queryOn(app.databaseUrl)
  const idsOf = async (table: 'saved_event_dates' | 'document_downloads') =>
    (
      await query<{ id: number }>(
        `SELECT t.id FROM ${table} t JOIN users u ON u.id = t.user_id WHERE u.email = 'member@example.com' ORDER BY t.id`,
      )
    ).map((row) => row.id)
  const sorted = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b)
  expect(sorted(data.savedEventDates)).toEqual(await idsOf('saved_event_dates'))
  expect(sorted(data.documentDownloads)).toEqual(await idsOf('document_downloads'))
  expect(data.savedEventDates.length).toBeGreaterThan(0)
  expect(data.documentDownloads.length).toBeGreaterThan(0)
  expect(data.invitationsSent.map((invitation: { email: string }) => invitation.email)).toEqual(
    expect.arrayContaining([
      'pending.expert@example.org',
      'sent.expert@example.org',
      'jonas.becker@example.com',
      'old.contact@example.org',
    ]),
  )
  expect(data.projectApplications.length).toBeGreaterThan(0)
  expect(data.surveyResponses.length).toBeGreaterThan(0)
  expect(data.agendaInterests.length).toBeGreaterThan(0)
  expect(JSON.stringify(data)).not.toContain('admin@example.com')

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await yourData(page).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/profile-your-data-${width}.png`, fullPage: true })
  }
})

test('visitors who ask for the export are sent to sign in', async () => {
  const response = await fetch(`${app.url}/profile/export`, { redirect: 'manual' })
  expect(response.status).toBe(303)
  // Relative: the visitor stays at the address they opened the site at.
  expect(response.headers.get('location')).toBe('/auth?from=/profile')
})

test('the only super admin is told their account cannot be deleted, and stays signed in', async ({ page }) => {
  await signInAsMember(page, app, 'superadmin@example.com')
  const dialog = await openDeleteDialog(page)
  await dialog.getByLabel('Type superadmin@example.com to confirm').fill('superadmin@example.com')
  await dialog.getByRole('button', { name: 'Delete account' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'The last super admin account cannot be deleted. Make another user a super admin first.',
  )
  // What was typed stays; the member can cancel.
  await expect(dialog.getByLabel('Type superadmin@example.com to confirm')).toHaveValue('superadmin@example.com')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/profile-delete-dialog-${width}.png` })
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
})

test("visitor pages come back from the back/forward cache, and one the visitor left before signing in shows them signed in; a member's page never comes back", async () => {
  // Playwright turns the back/forward cache off by default; this browser keeps it, as people's do.
  // The full browser: the headless shell the other tests drive has no back/forward cache.
  const browser = await chromium.launch({
    executablePath: fullChromiumPath,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  })
  const page = await browser.newPage()
  const mark = () => page.evaluate(() => Object.assign(window, { keptInMemory: true }))
  const kept = () => page.evaluate(() => 'keptInMemory' in window)
  // A page restored from the cache fires no load event: wait for the navigation to commit only.
  const back = () => page.goBack({ waitUntil: 'commit' })
  for (let load = 0; load < 2; load++) await page.goto(`${app.url}/about`)
  await mark()
  await page.goto(`${app.url}/events`)
  await back()
  await expect(page).toHaveURL(`${app.url}/about`)
  expect(await kept()).toBe(true)

  // Left as a visitor, signed in in between: the restored page loads again, signed in.
  await page.goto(`${app.url}/documents`)
  await mark()
  await signInAsMember(page, app)
  await back() // /auth
  await back() // /documents, from the back/forward cache, then loaded again
  await expect(page.getByRole('banner').getByRole('button', { name: 'Maria' })).toBeVisible()
  await expect(page).toHaveURL(`${app.url}/documents`)
  expect(await kept()).toBe(false)

  // A member's page never comes back after signing out (a shared computer): member pages are
  // no-store (Chromium, which may keep such pages, drops them when the cookies change), and
  // going back after the sign-out's redirect shows the page as a visitor sees it.
  await page.goto(`${app.url}/about`)
  await mark()
  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible()
  await back()
  await expect(page).toHaveURL(`${app.url}/about`)
  await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Maria' })).toHaveCount(0)
  await browser.close()
})

test('a member deletes their account through the dialog, is signed out and cannot sign in again', async ({ page, request }) => {
  // An account of its own: the demo member stays for the worker's other files.
  const { email } = await createMember(app, request, { prefix: 'deleting' })
  await signInAsMember(page, app, email)
  const dialog = await openDeleteDialog(page)
  const confirm = dialog.getByRole('button', { name: 'Delete account' })
  const typed = dialog.getByLabel(`Type ${email} to confirm`)
  // Focus moves into the dialog (the browser's own modal <dialog>), and it has no serious accessibility problem.
  await expect(typed).toBeFocused()
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze()
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])

  await expect(confirm).toBeDisabled()
  await typed.fill(email.replace(/\.com$/, ''))
  await expect(confirm).toBeDisabled()
  await typed.fill(email.toUpperCase())
  await confirm.click()

  await page.waitForURL(`${app.url}/`)
  await expect(page.getByText('Account deleted')).toBeVisible()
  await expect(page.getByText('Your account and your personal data have been deleted.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible()
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('payload-token')
  await page.goto(`${app.url}/profile`)
  await expect(page.getByText('Please sign in to view your profile')).toBeVisible()

  await signIn(page, app, email)
  await expect(page.getByText('The email or password provided is incorrect.')).toBeVisible()
})
