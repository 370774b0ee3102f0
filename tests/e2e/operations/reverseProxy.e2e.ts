/**
 * Where the site is deployed (issue 46, item 1): Debian's nginx terminates TLS for a name that is
 * not localhost (community.test, which Chromium's --host-resolver-rules maps to this machine,
 * with the certificate the test made) and passes requests on to the app with its own Host and
 * X-Forwarded-Host/-Proto/-For; the app has SERVER_URL=https://community.test:PORT and
 * TRUSTED_PROXY=1, and listens on loopback only (BIND_HOST=127.0.0.1, as docs/configuration.md suggests;
 * German pages once came out English there). Through it a new member signs up from the e-mailed link, switches to German
 * and back, and an admin opens the panel. Opened at the app's own address instead (not
 * SERVER_URL), /auth says where to go and the log warns. On 127.0.0.1 with SERVER_URL unset (a
 * worker's shared server), the language switch works too.
 *
 * Its own server: a SERVER_URL and a trusted proxy of its own.
 */
import { type Browser, chromium, expect, type Page, test } from '@playwright/test'
import crypto from 'node:crypto'

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
const METRICS_TOKEN = crypto.randomBytes(16).toString('hex')
let appPort = 0
let proxyPort = 0
const server = useAppServer(async () => {
  appPort = await freePort()
  proxyPort = await freePort()
  // As an operator runs it: JSON logs with an access line per request, metrics behind a token.
  return {
    PORT: String(appPort),
    BIND_HOST: '127.0.0.1',
    SERVER_URL: `https://${NAME}:${proxyPort}`,
    TRUSTED_PROXY: '1',
    LOG_FORMAT: 'json',
    METRICS_TOKEN,
  }
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

test('as an operator sees it: JSON log lines with request ids, one access line per request, health and metrics', async ({ request }) => {
  // Health: live says the process answers; ready checks the database, migrations and the queue.
  expect((await request.get(`${direct()}/api/health/live`)).status()).toBe(200)
  // The checks for the operator (with the metrics token), then what anyone gets.
  const checks = await request.get(`${direct()}/api/health/ready`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  const detail = await checks.text()
  expect(JSON.parse(detail), detail).toMatchObject({ ready: true, status: 'ok', database: 'ok', migrations: 'applied', jobs: 'ok' })
  const ready = await request.get(`${direct()}/api/health/ready`)
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ ready: true, status: 'ok' })

  // Metrics: refused without the token, the listed series with it.
  expect((await request.get(`${direct()}/api/metrics`)).status()).toBe(401)
  expect((await request.get(`${direct()}/api/metrics`, { headers: { authorization: 'Bearer wrong' } })).status()).toBe(401)
  const scrape = await request.get(`${direct()}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  expect(scrape.status()).toBe(200)
  expect(scrape.headers()['content-type']).toContain('text/plain')
  const series = await scrape.text()
  for (const name of [
    'http_requests_total{method="POST",route="/language",status="303"}',
    'http_request_duration_seconds_bucket',
    'page_cache_requests_total',
    'member_session_memo_total',
    'jobs_pending{queue=',
    'jobs_lag_seconds',
    'jobs_failed',
    'email_outbox{state="pending"}',
    'database_pool_connections{state="total"}',
    'nodejs_eventloop_lag_seconds',
  ])
    expect(series, name).toContain(name)

  // A page answered from the page cache carries one request id, this request's, never its render's too.
  for (let load = 0; load < 2; load++) {
    const page = await request.get(`${direct()}/events`, { headers: { 'sec-fetch-site': 'none', accept: 'text/html' } })
    expect(page.status()).toBe(200)
    const ids = page.headersArray().filter(({ name }) => name.toLowerCase() === 'x-request-id')
    expect(ids, `load ${load}`).toHaveLength(1)
  }

  // Every line the launcher and the server wrote is JSON; what a request caused carries its id.
  const lines = app
    .output()
    .split('\n')
    .filter((line) => line.trim())
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as { msg?: string; requestId?: string; method?: string; path?: string; status?: number; userId?: unknown }
    } catch {
      throw new Error(`Not a JSON line: ${line}`)
    }
  })
  const accessLines = parsed.filter((line) => line.msg === 'request')
  expect(accessLines.length).toBeGreaterThan(20)
  for (const line of accessLines) expect(line.requestId, JSON.stringify(line)).toMatch(/^[\w.:-]{8,64}$/)
  // The id nginx gave a request (its $request_id) is the one the app logged for it.
  const proxied = proxy
    .accessLog()
    .split('\n')
    .filter((line) => line.includes('"POST /language'))
    .map((line) => line.split(' ').pop())
  expect(proxied.length).toBeGreaterThan(0)
  const languageIds = accessLines.filter((line) => line.path === '/language').map((line) => line.requestId)
  for (const id of proxied) expect(languageIds).toContain(id)
  // A signed-in member's requests name the member; the verification e-mail's line names its request.
  expect(accessLines.some((line) => typeof line.userId === 'number')).toBe(true)
  const mailLine = parsed.find((line) => line.msg?.includes('Mail to proxied-'))
  expect(mailLine?.requestId, JSON.stringify(mailLine)).toBeTruthy()
})
