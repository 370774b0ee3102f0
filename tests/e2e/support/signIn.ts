import type { Page } from '@playwright/test'

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
}

/** A member with a complete profile signs in (the demo member unless named) and lands on the home page. */
export async function signInAsMember(page: Page, app: { url: string }, email = 'member@example.com') {
  await signIn(page, app, email)
  await page.waitForURL(`${app.url}/`)
}
