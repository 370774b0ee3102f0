/**
 * Passkeys and active sessions in Chromium (issue 23, item 5), with Chromium's own virtual
 * authenticator (WebAuthn over the DevTools protocol; a platform authenticator with resident keys
 * and user verification) on localhost, as browsers refuse passkeys on an IP address. A member
 * adds a passkey on /profile/security, signs out everywhere and signs in with it; the e-mail that
 * a passkey was added is in the development mailbox. Screenshots of the page at 1280 and 390 px
 * go to test-results.
 */
import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { mailboxTo } from '../../support/mail'
import { createMember } from '../support/members'
import { openProfileTab } from '../support/profileForm'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

/** A platform authenticator in this page's browser (Touch ID, Windows Hello), answering at once. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

const passkeys = (page: Page) => page.getByRole('region', { name: 'Passkeys' })
const sessions = (page: Page) => page.getByRole('region', { name: 'Active sessions' })

test('a member adds a passkey, signs out everywhere and signs in with it, without a password', async ({ context, page, request }) => {
  // A member of its own: signing out everywhere ends every session of the account.
  const MEMBER = (await createMember(app, request, { prefix: 'passkeys' })).email
  const authenticator = await virtualAuthenticator(context, page)
  await signInAsMember(page, app, MEMBER)
  await page.goto(`${app.url}/profile`)
  await openProfileTab(page, 'Security and data')
  await expect(page).toHaveURL(`${app.url}/profile/security`)
  await expect(passkeys(page).getByText('You have no passkeys yet.')).toBeVisible()
  await expect(sessions(page).getByRole('listitem').filter({ hasText: 'This browser' })).toContainText('Signed in with password')

  await passkeys(page).getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByText('Passkey added')).toBeVisible()
  const row = passkeys(page).getByRole('listitem')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(/Chrome.* on Linux/)
  await expect(row).toContainText('not used yet')
  expect(await authenticator.credentials()).toHaveLength(1)
  await expect.poll(() => mailboxTo(MEMBER, app.dataDir).map((mail) => mail.subject)).toContain('A passkey was added to your account')

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/passkey-enrolment-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])

  // Renamed through its dialog.
  await row.getByRole('button', { name: /^Rename / }).click()
  const rename = page.getByRole('dialog', { name: 'Rename passkey' })
  await rename.getByLabel('Name').fill('Work laptop')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(row).toContainText('Work laptop')

  // Sign out everywhere: this browser too, back to the sign-in page.
  await sessions(page).getByRole('button', { name: 'Sign out everywhere' }).click()
  await page.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page).toHaveURL(new RegExp(`${app.url}/auth`))
  await page.goto(`${app.url}/profile/security`)
  await expect(page.getByText('Please sign in to view your profile')).toBeVisible()

  // The passkey signs in; no e-mail address or password asked.
  await page.goto(`${app.url}/auth`)
  await page.getByRole('tab', { name: 'Sign In' }).click()
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await page.waitForURL(`${app.url}/`)
  await page.goto(`${app.url}/profile/security`)
  await expect(sessions(page).getByRole('listitem').filter({ hasText: 'This browser' })).toContainText('Signed in with a passkey')
  await expect(passkeys(page).getByRole('listitem')).toContainText(/last used/)

  // Removed, it signs in no more.
  await passkeys(page).getByRole('button', { name: 'Remove Work laptop' }).click()
  await page.getByRole('dialog', { name: 'Remove “Work laptop”?' }).getByRole('button', { name: 'Remove passkey' }).click()
  await expect(passkeys(page).getByText('You have no passkeys yet.')).toBeVisible()
})

test('a passkey the site does not know is refused with a message, and the sign-in form stays', async ({ context, page }) => {
  await virtualAuthenticator(context, page)
  await page.goto(`${app.url}/auth`)
  await page.getByRole('tab', { name: 'Sign In' }).click()
  // An authenticator without a passkey for this site: the browser finds none and says so.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByText(/The passkey (prompt was closed|sign-in did not work)/)).toBeVisible()
  await expect(page.locator('#sign-in-email')).toBeVisible()
})
