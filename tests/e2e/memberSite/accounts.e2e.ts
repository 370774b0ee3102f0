/**
 * Accounts end to end, in Chromium against the built app, with a real SMTP server and a mock
 * Google (oauth2-mock-server) on loopback: sign-up and profile completion, sign-out and in,
 * expert invitations through e-mail, password reset, Google sign-in, and their failures.
 *
 * Its own server: a real SMTP server (SMTP_URL) and a mock Google identity provider in its environment.
 */
import { expect, type Page, test } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { OAuth2Server } from 'oauth2-mock-server'

import { freePort } from '../../../scripts/database/embeddedPostgres'
import { startSmtpServer } from '../../setup/smtpServer'
import { mailTo, waitForMail } from '../../support/mail'
import { type AppDatabase, appDatabase } from '../support/appDatabase'
import { type AppServer, seededDataDir, startApp } from '../support/appServer'
import { fillProfileForm } from '../support/profileForm'
import { nextTotpCode } from '../support/secondStep'
import { signIn, signInAsMember, submitSignInForm } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

let app: AppServer
let database: AppDatabase
let dataDir: string
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let google: OAuth2Server
let googleUser = { sub: 'google-1', email: 'gina@gmail.example', email_verified: true, given_name: 'Gina', family_name: 'Gale' }

test.beforeAll(async () => {
  dataDir = seededDataDir()
  process.env.MAIL_CAPTURE_DIR = path.join(dataDir, 'received-mail')
  smtp = await startSmtpServer(process.env.MAIL_CAPTURE_DIR)
  google = new OAuth2Server()
  await google.issuer.keys.generate('RS256')
  const googlePort = await freePort()
  await google.start(googlePort, '127.0.0.1')
  google.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = googleUser
  })
  const issuer = `http://127.0.0.1:${googlePort}`
  database = await appDatabase()
  app = await startApp(dataDir, {
    ...database.env,
    SMTP_URL: smtp.url,
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  })
})

test.afterAll(async () => {
  await app?.stop()
  await google?.stop()
  await smtp?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

let serial = 0
const unique = (label: string) => `${label}-${Date.now()}-${serial++}@mail.example`

/** One entry of the member's invitation list (not the toast that names the same address). */
const sentInvitation = (page: Page, email: string) =>
  page
    .getByRole('list', { name: /Your invitations/ })
    .getByRole('listitem')
    .filter({ hasText: email })

async function signUp(page: Page, email: string, password = 'secret-pass', query = '') {
  await page.goto(`${app.url}/auth${query}`)
  await page.locator('#sign-up-email').fill(email)
  await page.locator('#sign-up-password').fill(password)
  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
}

/** After sign-up: the check-your-inbox step, then the e-mailed link confirms the address. */
async function confirmFromMail(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  const mails = await waitForMail(email)
  const mail = mails.find((candidate) => candidate.subject === 'Confirm your IT/OT Community e-mail address')!
  await page.goto(mail.text.match(/http:\/\/localhost:\d+\/verify\?token=[a-f0-9]+/)![0])
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible()
}

/** Sign-up as a new visitor does it now: the form, the link in the e-mail, then sign-in. */
async function signUpAndConfirm(page: Page, email: string, password = 'secret-pass') {
  await signUp(page, email, password)
  await confirmFromMail(page, email)
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible()
  await submitSignInForm(page, email, password)
}

async function signOut(page: Page) {
  // A toast from the step before sits over the header's member menu, and sonner keeps it while the
  // pointer rests on it: move the pointer away and let it close, as a person would.
  await page.mouse.move(0, page.viewportSize()!.height - 1)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible()
}

const completeProfile = (page: Page, company: string) =>
  fillProfileForm(page, { firstName: 'Pat', lastName: 'Tester', company, jobRole: 'Automation Engineer' })

test('sign up, confirm the address, forced profile completion with a new company, then sign out and back in', async ({ page }) => {
  const email = unique('newcomer')
  await signUp(page, email)
  // Not usable before the address is confirmed: the right password gets the clear message.
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await signIn(page, app, email, { password: 'secret-pass' })
  await expect(page.getByText('Please confirm your e-mail address first')).toBeVisible()
  await page.getByRole('button', { name: 'Send the link again' }).click()
  await expect(page.getByText('If that address has an account waiting for confirmation, we sent a new link to it.')).toBeVisible()
  // Two links arrived; only the newest works.
  const links = (await waitForMail(email, 2)).map((mail) => mail.text.match(/http:\/\/localhost:\d+\/verify\?token=[a-f0-9]+/)![0])
  await page.goto(links[0]!)
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await page.goto(links[1]!)
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign in' }).click()
  await submitSignInForm(page, email, 'secret-pass')
  await page.waitForURL(/\/complete-profile/)
  // Every other page sends an incomplete member back here, loaded or navigated to.
  await page.goto(`${app.url}/invitations`)
  await page.waitForURL(/\/complete-profile/)
  await Promise.all([
    // The header's links are page loads (the member site links with <a>): the load of / is sent back.
    page.waitForResponse((response) => new URL(response.url()).pathname === '/' && response.request().isNavigationRequest()),
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click(),
  ])
  await expect(page).toHaveURL(/\/complete-profile/)
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toHaveCount(0)
  // Start the form from a settled page, not mid-navigation.
  await page.goto(`${app.url}/complete-profile`)
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible()

  const company = `Testwerk ${Date.now()}`
  await page.getByLabel('Company', { exact: true }).fill(company)
  await expect(page.getByText(`No existing companies found. "${company}" will be created as a new company.`)).toBeVisible()
  await completeProfile(page, company)
  await expect(page.getByText('Profile completed!')).toBeVisible()
  await page.waitForURL(`${app.url}/`)
  await expect(page.getByRole('button', { name: 'Pat' })).toBeVisible()

  await signOut(page)
  await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible()
  await signIn(page, app, email, { password: 'secret-pass' })
  await page.waitForURL(`${app.url}/`)
  await expect(page.getByRole('button', { name: 'Pat' })).toBeVisible()
  // A welcome e-mail arrived for the completed profile.
  expect((await waitForMail(email, 3)).map((mail) => mail.subject)).toContain('Welcome to the IT/OT Community')
})

test('a wrong password shows the error toast and keeps the visitor signed out', async ({ page }) => {
  await signIn(page, app, 'member@example.com', { password: 'not-the-password' })
  await expect(page.getByText('The email or password provided is incorrect.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible()
})

test('a member invites an expert by e-mail; the invitee signs up through the link and the invitation is accepted', async ({
  page,
  browser,
}) => {
  await signInAsMember(page, app)
  await page.goto(`${app.url}/invitations`)
  const invitee = unique('invitee')
  await page.getByLabel("Expert's email address").fill(invitee.toUpperCase())
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation sent!')).toBeVisible()
  await expect(sentInvitation(page, invitee)).toContainText('Pending')

  // Duplicate and invalid addresses show the spec's messages and change nothing.
  await page.getByLabel("Expert's email address").fill(invitee)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation already sent')).toBeVisible()
  await expect(page.getByText('An invitation has already been sent to this email address.')).toBeVisible()
  await page.getByLabel("Expert's email address").fill('not an email')
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await page.reload()
  await expect(sentInvitation(page, invitee)).toHaveCount(1)

  const [mail] = await waitForMail(invitee)
  expect(mail!.subject).toBe('Maria Weber invites you to the IT/OT Community')
  // The link's key proves the address: the invitee is signed in at once, with no second e-mail.
  const link = mail!.text.match(/http:\/\/localhost:\d+\/auth\?invite=\d+&(?:amp;)?key=[\w-]+/)![0].replace('&amp;', '&')

  const context = await browser.newContext()
  const guest = await context.newPage()
  await signUp(guest, invitee, 'secret-pass', new URL(link).search)
  await guest.waitForURL(/\/complete-profile\?invite=\d+/)
  await completeProfile(guest, `Invitee Co ${Date.now()}`)
  await guest.waitForURL(`${app.url}/`)
  await context.close()
  expect((await waitForMail(invitee, 2)).map((mail) => mail.subject)).not.toContain('Confirm your IT/OT Community e-mail address')

  await page.reload()
  await expect(sentInvitation(page, invitee)).toContainText('Accepted')
})

test('an invitation with suggestions pre-fills the profile form', async ({ page }) => {
  // The seeded admin invitation for new.engineer@alpinewater.example suggests a name and company;
  // signing up without its link, the address is confirmed by e-mail first.
  await signUpAndConfirm(page, 'new.engineer@alpinewater.example')
  await page.waitForURL(/\/complete-profile\?invite=\d+/)
  await expect(page.getByText("We've pre-filled some information based on your invitation.")).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Nina')
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Alpine Water Works')
  await expect(page.getByLabel('Company type')).toBeDisabled()
})

test('an expired invitation is neither pre-filled nor accepted', async ({ page, browser }) => {
  // An admin creates an invitation that has already expired, with suggestions.
  const admin = await browser.newContext()
  const adminPage = await admin.newPage()
  // A page that stays put: the admin login screen navigates on its own once a session exists.
  await adminPage.goto(`${app.url}/about`)
  const invitee = unique('late')
  const code = await nextTotpCode(app.url, 'admin@example.com')
  const created = await adminPage.evaluate(
    async ({ email, code }) => {
      const login = await fetch('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
      })
      if (!login.ok) throw new Error('admin login failed')
      // The admin's second step, over the API as a script would.
      const confirmed = await fetch('/api/users/confirm-session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code }),
      })
      if (!confirmed.ok) throw new Error('admin second step failed')
      const response = await fetch('/api/invitations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, suggestedFirstName: 'Late' }),
      })
      return (await response.json()).doc as { id: number }
    },
    { email: invitee, code },
  )
  // Its expiry is the server's to set (a request's is ignored): it runs out in SQL.
  await database.query(`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [created.id])

  await signUp(page, invitee, 'secret-pass', `?invite=${created.id}`)
  await confirmFromMail(page, invitee)
  await signIn(page, app, invitee, { password: 'secret-pass' })
  await page.waitForURL(/\/complete-profile/)
  await expect(page.getByLabel('First name')).toHaveValue('')
  await expect(page.getByText("We've pre-filled some information based on your invitation.")).toHaveCount(0)
  await completeProfile(page, `Late Co ${Date.now()}`)
  await page.waitForURL(`${app.url}/`)

  const after = await adminPage.evaluate(
    async (id) => (await (await fetch(`/api/invitations/${id}`)).json()) as { status: string },
    created.id,
  )
  expect(after.status).toBe('pending')
  await admin.close()
})

test('password reset through the e-mailed link; a used or forged link is refused', async ({ page }) => {
  const email = unique('forgetful')
  await signUpAndConfirm(page, email)
  await page.waitForURL(/\/complete-profile/)
  await completeProfile(page, `Reset Co ${Date.now()}`)
  await page.waitForURL(`${app.url}/`)
  await signOut(page)

  await page.goto(`${app.url}/auth`)
  await page.getByRole('tab', { name: 'Sign In' }).click()
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.waitForURL(`${app.url}/reset-password`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Check your email')).toBeVisible()
  const resetMail = (await waitForMail(email, 3)).find((mail) => mail.subject === 'Reset your IT/OT Community password')!
  const link = resetMail.text.match(/http:\/\/localhost:\d+\/set-new-password\?token=[A-Za-z0-9%]+/)![0]

  await page.goto(link)
  await page.getByLabel('New password').fill('short')
  await page.getByLabel('Confirm password').fill('short')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Password must be at least 6 characters long.').first()).toBeVisible()
  await page.getByLabel('New password').fill('new-secret-1')
  await page.getByLabel('Confirm password').fill('new-secret-2')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Please make sure both passwords are identical.').first()).toBeVisible()
  await page.getByLabel('New password').fill('new-secret-1')
  await page.getByLabel('Confirm password').fill('new-secret-1')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Password updated!')).toBeVisible()
  await page.waitForURL(`${app.url}/`)
  await expect(page.getByRole('button', { name: 'Pat' })).toBeVisible()

  // The same link again, and a forged one, are refused.
  for (const url of [link, `${app.url}/set-new-password?token=forged`]) {
    await page.goto(url)
    await page.getByLabel('New password').fill('another-secret')
    await page.getByLabel('Confirm password').fill('another-secret')
    await page.getByRole('button', { name: 'Update password' }).click()
    await expect(page.getByText('Please request a new password reset link.').first()).toBeVisible()
  }
  await signOut(page)
  await signIn(page, app, email, { password: 'new-secret-1' })
  await page.waitForURL(`${app.url}/`)

  // An unknown address gets the same answer and no e-mail.
  await page.goto(`${app.url}/reset-password`)
  const stranger = unique('stranger')
  await page.getByLabel('Email').fill(stranger)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Check your email')).toBeVisible()
  expect(mailTo(stranger)).toHaveLength(0)
})

test('a German member who sets a new password from the e-mailed link goes on in German in this browser', async ({ page, browser }) => {
  const email = unique('vergesslich')
  await signUpAndConfirm(page, email)
  await page.waitForURL(/\/complete-profile/)
  await completeProfile(page, `Neues Passwort ${Date.now()}`)
  await page.waitForURL(`${app.url}/`)
  await signOut(page)
  await database.query(`UPDATE users SET language = 'de' WHERE email = $1`, [email])

  // Another browser, never told the member's language: the reset is asked for on the English page.
  const context = await browser.newContext()
  const other = await context.newPage()
  await other.goto(`${app.url}/reset-password`)
  await other.getByLabel('Email').fill(email)
  await other.getByRole('button', { name: 'Send reset link' }).click()
  await expect(other.getByText('Check your email')).toBeVisible()
  const links = (await waitForMail(email, 3)).flatMap(
    (mail) => mail.text.match(/http:\/\/localhost:\d+(?:\/de)?\/set-new-password\?token=[A-Za-z0-9%]+/)?.slice(0, 1) ?? [],
  )
  await other.goto(links.at(-1)!)
  await other.getByLabel('Neues Passwort').fill('neues-geheimnis')
  await other.getByLabel('Passwort bestätigen').fill('neues-geheimnis')
  await other.getByRole('button', { name: 'Passwort ändern' }).click()
  await other.waitForURL(`${app.url}/de`)
  expect((await context.cookies()).find((cookie) => cookie.name === 'site-language')?.value).toBe('de')
  await context.close()
})

test('Google sign-in creates the member the first time and finds the same account the second time', async ({ page }) => {
  googleUser = { ...googleUser, sub: `google-${Date.now()}`, email: unique('gina') }
  await page.goto(`${app.url}/auth`)
  await page.getByRole('link', { name: 'Sign up with Google' }).click()
  await page.waitForURL(/\/complete-profile/)
  await expect(page.getByLabel('First name')).toHaveValue('Gina')
  await completeProfile(page, `Google Co ${Date.now()}`)
  await page.waitForURL(`${app.url}/`)
  await signOut(page)

  await page.goto(`${app.url}/auth`)
  await page.getByRole('tab', { name: 'Sign In' }).click()
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await page.waitForURL(`${app.url}/`)
  await expect(page.getByRole('button', { name: 'Pat' })).toBeVisible()
})

test('a German reader signs up with Google: the account keeps German, and the way back stays German', async ({ browser }) => {
  googleUser = { ...googleUser, sub: `google-de-${Date.now()}`, email: unique('greta') }
  const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } })
  const page = await context.newPage()
  await page.goto(`${app.url}/auth`)
  await page.waitForURL(`${app.url}/de/auth`)
  await page.getByRole('link', { name: 'Mit Google registrieren' }).click()
  // Google's callback has one address: a German reader is not sent to /de/auth/google/callback, which has no state cookie.
  await page.waitForURL(/\/de\/complete-profile/)
  const rows = await database.query<{ language: string }>('SELECT language FROM users WHERE email = $1', [googleUser.email])
  expect(rows.map((row) => row.language)).toEqual(['de'])
  await context.close()
})

test('Google sign-in links an existing e-mail account instead of duplicating it', async ({ page }) => {
  googleUser = { ...googleUser, sub: `google-member-${Date.now()}`, email: 'member@example.com' }
  await page.goto(`${app.url}/auth`)
  await page.getByRole('tab', { name: 'Sign In' }).click()
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await page.waitForURL(`${app.url}/`)
  await expect(page.getByRole('button', { name: 'Maria' })).toBeVisible()
})

test('a Google callback with a bad state is refused and signs nobody in', async ({ page }) => {
  await page.goto(`${app.url}/auth/google/callback?code=stolen-code&state=forged-state`)
  await page.waitForURL(/\/auth\?error=/)
  await expect(page.getByText('The sign-in request expired or was not started here. Please try again.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible()
})

test("password first, then Google: the squatter's password and session end, the real owner gets the account", async ({ page, browser }) => {
  const email = unique('victim')
  // The squatter signs up with the victim's address; it is never confirmed.
  await signUp(page, email, 'squatter-pass')
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()

  const owner = await browser.newContext()
  const ownerPage = await owner.newPage()
  googleUser = { ...googleUser, sub: `google-owner-${Date.now()}`, email }
  await ownerPage.goto(`${app.url}/auth`)
  await ownerPage.getByRole('link', { name: 'Sign up with Google' }).click()
  await ownerPage.waitForURL(/\/complete-profile/)
  await completeProfile(ownerPage, `Owner Co ${Date.now()}`)
  await ownerPage.waitForURL(`${app.url}/`)
  await owner.close()

  // The squatter's password no longer opens the account.
  await signIn(page, app, email, { password: 'squatter-pass' })
  await expect(page.getByText('The email or password provided is incorrect.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible()
})

test('Google first, then a password sign-up for the same address: the same answer, no second account, the owner is told', async ({
  page,
}) => {
  const email = unique('google-first')
  googleUser = { ...googleUser, sub: `google-first-${Date.now()}`, email }
  await page.goto(`${app.url}/auth`)
  await page.getByRole('link', { name: 'Sign up with Google' }).click()
  await page.waitForURL(/\/complete-profile/)
  await page.context().clearCookies()

  await signUp(page, email, 'squatter-pass')
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  const [notice] = await waitForMail(email)
  expect(notice!.subject).toBe('Someone tried to sign up with your e-mail address')
  await signIn(page, app, email, { password: 'squatter-pass' })
  await expect(page.getByText('The email or password provided is incorrect.')).toBeVisible()
})

test('return paths stay on the site: a tab or a line break in ?from= lands on /, never elsewhere or on a 500', async ({ page }) => {
  await signInAsMember(page, app)
  for (const from of ['/%09/evil.example', '/%0d/x', '/%5Cevil.example', '//evil.example']) {
    const response = await page.goto(`${app.url}/auth?from=${from}`)
    expect(response!.status()).toBeLessThan(500)
    await page.waitForURL(`${app.url}/`)
  }
  // Through Google the same: the remembered destination is the home page.
  await page.context().clearCookies()
  googleUser = { ...googleUser, sub: `google-redirect-${Date.now()}`, email: 'member@example.com' }
  await page.goto(`${app.url}/auth/google?from=/%09/evil.example`)
  await page.waitForURL(`${app.url}/`)
})

test('/auth shows known error messages only: any other ?error= text shows nothing', async ({ page }) => {
  await page.goto(`${app.url}/auth?error=${encodeURIComponent('Your account is suspended. Call +1 555 0100 now.')}`)
  await expect(page.getByRole('heading', { name: 'Join the IT/OT Community' })).toBeVisible()
  await expect(page.getByText('Your account is suspended')).toHaveCount(0)
  await expect(page.locator('main [role="alert"]')).toHaveCount(0)
  await page.goto(`${app.url}/auth?error=google_failed`)
  await expect(page.locator('main [role="alert"]')).toHaveText('Google sign-in failed. Please try again.')
  // The same class on the reset page: a link's description shows only when it is a known one.
  await page.goto(`${app.url}/set-new-password?error_description=${encodeURIComponent('Your account is suspended. Call +1 555 0100 now.')}`)
  await expect(page.getByText('Your account is suspended')).toHaveCount(0)
  await expect(page.getByText('The password reset link is invalid or has expired.')).toBeVisible()
  await page.goto(`${app.url}/set-new-password?error_description=${encodeURIComponent('Email link is invalid or has expired')}`)
  await expect(page.getByText('Email link is invalid or has expired')).toBeVisible()
})
