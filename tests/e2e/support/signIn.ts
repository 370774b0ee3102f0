import type { BrowserContext, Page } from '@playwright/test'

import { confirmInBrowser, isDemoAdmin, nextTotpCode, typeAuthenticatorCode } from './secondStep'

/** The password of every seeded demo account. */
export const DEMO_PASSWORD = 'demo-password'

/** Fills the sign-in form on the page at hand and submits it. */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.locator('#sign-in-email').fill(email)
  await page.locator('#sign-in-password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/**
 * Signs in through the form on /auth of `app`, as a person does: the Sign In tab, e-mail and
 * password (a demo account's unless given). `from` is where the form leads afterwards (/auth's
 * ?from=); callers wait for where it leads.
 */
export async function signIn(page: Page, app: { url: string }, email: string, options: { password?: string; from?: string } = {}) {
  await page.goto(`${app.url}/auth${options.from ? `?from=${encodeURIComponent(options.from)}` : ''}`)
  await page.getByRole('tab', { name: 'Sign In' }).click()
  await submitSignInForm(page, email, options.password)
  if (isDemoAdmin(email) && (options.password ?? DEMO_PASSWORD) === DEMO_PASSWORD) await passSecondStep(page, app, email)
}

/**
 * A demo admin's second step right after the password (issue 23, item 5): the admin panel sends
 * them to /auth/confirm, where they type their authenticator code and go on; signed in for the
 * member site, they confirm there too, so the session has its admin rights wherever the test goes.
 */
export async function passSecondStep(page: Page, app: { url: string }, email: string) {
  await page.waitForURL((url) => !/\/auth$/.test(url.pathname), { timeout: 30_000 })
  const url = new URL(page.url())
  if (url.pathname.endsWith('/auth/confirm')) {
    await typeAuthenticatorCode(page, await nextTotpCode(app.url, email))
    await page.waitForURL((next) => !next.pathname.endsWith('/auth/confirm'), { timeout: 30_000 })
  } else {
    await confirmInBrowser(page, app.url, email, `${url.pathname}${url.search}`)
  }
}

/** A member with a complete profile signs in (the demo member unless named) and lands on the home page. */
export async function signInAsMember(page: Page, app: { url: string }, email = 'member@example.com') {
  await signIn(page, app, email)
  await page.waitForURL(`${app.url}/`)
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>
const adminSessions = new Map<string, Cookies>()
/** Where a browser without a (confirmed) admin session lands. */
const SIGNED_OUT = /\/(auth|auth\/confirm|admin\/login)$/

/**
 * A demo admin on an admin screen, for tests of the screen rather than of signing in: the first
 * call in this worker signs in as a person does (password, then the authenticator code); later
 * ones reuse that confirmed session's cookies, since each code works once and a third sign-in
 * within 30 seconds waits for the app's next code. A session that ended (a test signed out)
 * gives way to a new sign-in. Ends on `from`, or where the panel sends it.
 */
export async function openAsDemoAdmin(page: Page, app: { url: string }, email: string, from: string) {
  const key = `${app.url} ${email}`
  const cookies = adminSessions.get(key)
  if (cookies) {
    await page.context().addCookies(cookies)
    await page.goto(`${app.url}${from}`)
    if (!SIGNED_OUT.test(new URL(page.url()).pathname)) return
    await page.context().clearCookies()
  }
  await signIn(page, app, email, { from })
  await page.waitForURL((url) => !SIGNED_OUT.test(url.pathname), { timeout: 30_000 })
  // The session alone: other cookies (the side menu's width, the language) are each test's own.
  adminSessions.set(
    key,
    (await page.context().cookies(app.url)).filter((cookie) => cookie.name.endsWith('-token')),
  )
}

const memberSessions = new Map<string, Cookies>()

/**
 * A member (the demo member unless named) on a member page, for tests of the page rather than of
 * signing in: the first call in this worker signs in through the form (signInAsMember); later
 * ones reuse that session's cookie. A session that ended (a test signed out) gives way to a new
 * sign-in. Tests that sign out everywhere, delete the account or spend one-time codes use
 * accounts of their own (./members.ts) and the form.
 */
export async function openAsMember(page: Page, app: { url: string }, email = 'member@example.com', path = '/') {
  const key = `${app.url} ${email}`
  const cookies = memberSessions.get(key)
  if (cookies) {
    await page.context().addCookies(cookies)
    const me = (await (await page.request.get(`${app.url}/api/users/me`)).json()) as { user?: { email?: string } | null }
    if (me.user?.email === email) {
      await page.goto(`${app.url}${path}`)
      return
    }
    await page.context().clearCookies()
  }
  await signInAsMember(page, app, email)
  memberSessions.set(
    key,
    (await page.context().cookies(app.url)).filter((cookie) => cookie.name.endsWith('-token')),
  )
  if (path !== '/') await page.goto(`${app.url}${path}`)
}
