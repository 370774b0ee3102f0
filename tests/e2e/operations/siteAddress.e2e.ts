/**
 * SERVER_URL names the site's address: opened at another one (here localhost where SERVER_URL
 * says 127.0.0.1), sign-in cannot work (the session cookie is refused on requests from another
 * origin), so /auth (the admin panel's sign-in too) says so and the server log warns, instead of
 * failing silently. At its own address everything works. (Without SERVER_URL every address of
 * the machine works: tests/e2e/admin/uploads.ts.)
 *
 * Its own server: a SERVER_URL of its own.
 */
import { expect, test } from '@playwright/test'

import { freePort } from '../../../scripts/database/embeddedPostgres'
import { type AppServer, useAppServer } from '../support/appServer'
import { signIn } from '../support/signIn'

let port = 0
const server = useAppServer(async () => {
  port = await freePort()
  return { PORT: String(port), SERVER_URL: `http://127.0.0.1:${port}` }
})
let app: AppServer
test.beforeAll(() => {
  app = server()
})

const configured = () => `http://127.0.0.1:${port}`
const other = () => `http://localhost:${port}`

test('opened at another address than SERVER_URL: /auth and the admin sign-in say where to go, and the log warns', async ({ page }) => {
  await page.goto(`${other()}/auth`)
  const message = page.getByRole('alert').filter({ hasText: 'This site is set up for' })
  await expect(message).toHaveText(
    `This site is set up for ${configured()}, but you opened it at ${other()}. Signing in only works at the site's own address: open ${configured()}.`,
  )
  await expect(message.getByRole('link', { name: `open ${configured()}` })).toHaveAttribute('href', `${configured()}/auth`)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/auth-address-mismatch-${width}.png`, fullPage: true })
  }
  // The admin panel sends a visitor to the same page, with the same message.
  await page.goto(`${other()}/admin`)
  await page.waitForURL(/\/auth\?from=%2Fadmin/)
  await expect(page.getByRole('alert').filter({ hasText: 'This site is set up for' })).toBeVisible()
  await expect
    .poll(() => app.output())
    .toContain(
      `The site was opened at ${other()}, but SERVER_URL is ${configured()}: sign-in and the admin panel only work at ${configured()}.`,
    )
})

test('at the SERVER_URL address there is no message and sign-in works', async ({ page }) => {
  await page.goto(`${configured()}/auth`)
  await expect(page.getByRole('heading', { name: 'Join the IT/OT Community' })).toBeVisible()
  await expect(page.getByText('This site is set up for')).toHaveCount(0)
  await signIn(page, { url: configured() }, 'admin@example.com', { from: '/admin' })
  await page.waitForURL(`${configured()}/admin**`)
  const me = await page.evaluate(async () => (await (await fetch('/api/users/me')).json()) as { user: { email: string } | null })
  expect(me.user?.email).toBe('admin@example.com')
})
