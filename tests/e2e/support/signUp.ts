import { expect, type Page } from '@playwright/test'

import { submitSignInForm } from './signIn'
import { mailboxTo } from '../../support/mail'

/**
 * A new account as a person makes it: signs up on /auth, confirms the address from the
 * development mailbox and signs in, which leads to /complete-profile.
 */
export async function signUpConfirmed(page: Page, app: { url: string; dataDir: string }, email: string, password = 'secret-pass') {
  await page.goto(`${app.url}/auth`)
  await page.locator('#sign-up-email').fill(email)
  await page.locator('#sign-up-password').fill(password)
  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expect.poll(() => mailboxTo(email, app.dataDir).length, { timeout: 30_000 }).toBeGreaterThan(0)
  // The link is on the site's own address (SERVER_URL, or where the app runs without one).
  const link = new RegExp(`${app.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/verify\\?token=[a-f0-9]+`)
  const sent = mailboxTo(email, app.dataDir)[0]!.text.match(link)
  expect(sent, `a verification link on ${app.url}`).not.toBeNull()
  await page.goto(sent![0])
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign in' }).click()
  await submitSignInForm(page, email, password)
  await page.waitForURL(/\/complete-profile/)
}
