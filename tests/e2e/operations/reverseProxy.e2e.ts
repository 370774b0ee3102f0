/**
 * Where the site is deployed (issue 46, item 1): Debian's nginx terminates TLS for a name that is
 * not localhost (community.test, which Chromium's --host-resolver-rules maps to this machine,
 * with the certificate the test made) and passes requests on to the app with its own Host and
 * X-Forwarded-Host/-Proto/-For; the app has SERVER_URL=https://community.test:PORT and
 * TRUSTED_PROXY=1. Through it a new member signs up from the e-mailed link, switches to German
 * and back, and an admin opens the panel. Opened at the app's own address instead (not
 * SERVER_URL), /auth says where to go and the log warns. On 127.0.0.1 with SERVER_URL unset (a
 * worker's shared server), the language switch works too.
 *
 * Its own server: a SERVER_URL and a trusted proxy of its own.
 */
import { type Browser, chromium, expect, type Page, test } from '@playwright/test'

import { freePort } from '../../../scripts/database/embeddedPostgres'
import { type AppServer, useAppServer } from '../support/appServer'
import { chromiumPath } from '../support/chromiumPath'
import { createMember } from '../support/members'
import { fillProfileForm } from '../support/profileForm'
import { type ReverseProxy, startReverseProxy } from '../support/reverseProxy'
import { type SharedServer, uniqueName, useSharedServer } from '../support/sharedServer'
import { signIn, signInAsMember } from '../support/signIn'
import { signUpConfirmed } from '../support/signUp'

test.describe.configure({ mode: 'serial' })

const NAME = 'community.test'
let appPort = 0
let proxyPort = 0
const server = useAppServer(async () => {
  appPort = await freePort()
  proxyPort = await freePort()
  return { PORT: String(appPort), SERVER_URL: `https://${NAME}:${proxyPort}`, TRUSTED_PROXY: '1' }
})
const shared = useSharedServer()
let app: AppServer
let proxy: ReverseProxy
let browser: Browser
test.beforeAll(async () => {
  app = server()
  proxy = await startReverseProxy(NAME, proxyPort, appPort)
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--host-resolver-rules=MAP ${NAME} 127.0.0.1`,
      `--ignore-certificate-errors-spki-list=${proxy.spki}`,
    ],
  })
})
test.afterAll(async () => {
  await browser?.close()
  await proxy?.stop()
})

/** Picks a language in the header's switcher and waits for the same page in it. */
async function switchLanguage(page: Page, name: 'Deutsch' | 'English', path: string, lang: 'de' | 'en') {
  const origin = new URL(page.url()).origin
  await page.locator('header').getByRole('button', { name, exact: true }).click()
  await page.waitForURL(`${origin}${path}`)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

test('behind an HTTPS reverse proxy on its own name: sign up from the e-mailed link, switch to German and back, open the admin panel', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const site = { url: proxy.url, dataDir: app.dataDir }
  // The harness's own requests went to localhost (the start's wait): only what follows counts.
  const logFrom = app.output().length

  // Over real HTTPS from a trusted proxy: the production build asks browsers to stay on HTTPS.
  const home = await page.goto(`${proxy.url}/events`)
  expect(home!.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  await switchLanguage(page, 'Deutsch', '/de/events', 'de')
  await switchLanguage(page, 'English', '/events', 'en')

  // The verification link in the e-mail is on the public address (signUpConfirmed checks it).
  const email = `${uniqueName('proxied').replace(' ', '-')}@example.com`
  await signUpConfirmed(page, site, email)
  await fillProfileForm(page, { firstName: 'Pat', lastName: 'Proxied', company: 'Grid Ops', jobRole: 'Engineer' })
  await page.waitForURL(`${proxy.url}/`)
  // Signed in: the session cookie is Secure and the language is kept in the profile too.
  const cookies = await context.cookies(proxy.url)
  expect(cookies.find((cookie) => cookie.name === 'payload-token')).toMatchObject({ secure: true, httpOnly: true })
  await page.goto(`${proxy.url}/events`)
  await switchLanguage(page, 'Deutsch', '/de/events', 'de')
  await page.goto(`${proxy.url}/about`)
  await page.waitForURL(`${proxy.url}/de/about`)
  await switchLanguage(page, 'English', '/about', 'en')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/reverse-proxy-about-${width}.png` })
  }
  await context.close()

  // An admin signs in with the second step and opens the panel, all on the public address.
  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const adminPage = await admin.newPage()
  await signIn(adminPage, { url: proxy.url }, 'admin@example.com', { from: '/admin' })
  await adminPage.waitForURL(`${proxy.url}/admin**`)
  await expect(adminPage.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible()
  await admin.close()

  // Every request went through nginx; the app saw the public address, never its own.
  expect(proxy.accessLog()).toContain('POST /language')
  const log = app.output().slice(logFrom)
  expect(log).not.toContain('The site was opened at')
  // A server action's redirect (sign-in, the profile) is fetched from the app itself over plain HTTP.
  expect(log).not.toContain('failed to get redirect response')
})

const configured = () => `https://${NAME}:${proxyPort}`
const direct = () => `http://127.0.0.1:${appPort}`

test("opened at the app's own address behind the proxy: /auth and the admin sign-in say where to go, and the log warns", async ({
  page,
}) => {
  await page.goto(`${direct()}/auth`)
  const message = page.getByRole('alert').filter({ hasText: 'This site is set up for' })
  await expect(message).toHaveText(
    `This site is set up for ${configured()}, but you opened it at ${direct()}. Signing in only works at the site's own address: open ${configured()}.`,
  )
  await expect(message.getByRole('link', { name: `open ${configured()}` })).toHaveAttribute('href', `${configured()}/auth`)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/auth-address-mismatch-${width}.png`, fullPage: true })
  }
  // The admin panel sends a visitor to the same page, with the same message.
  await page.goto(`${direct()}/admin`)
  await page.waitForURL(/\/auth\?from=%2Fadmin/)
  await expect(page.getByRole('alert').filter({ hasText: 'This site is set up for' })).toBeVisible()
  await expect
    .poll(() => app.output())
    .toContain(
      `The site was opened at ${direct()}, but SERVER_URL is ${configured()}: sign-in and the admin panel only work at ${configured()}.`,
    )
})

test('on 127.0.0.1 without SERVER_URL, a visitor and a member switch to German and back', async ({ page, request }) => {
  const local: SharedServer = shared()
  const at = { url: local.url.replace('localhost', '127.0.0.1') }
  // A member of the test's own: the switch keeps the choice in the member's profile.
  const member = await createMember(local, request, { prefix: 'local-address' })
  await page.goto(`${at.url}/events`)
  await switchLanguage(page, 'Deutsch', '/de/events', 'de')
  await switchLanguage(page, 'English', '/events', 'en')
  await signInAsMember(page, at, member.email)
  await page.goto(`${at.url}/documents`)
  await switchLanguage(page, 'Deutsch', '/de/documents', 'de')
  await switchLanguage(page, 'English', '/documents', 'en')
})
