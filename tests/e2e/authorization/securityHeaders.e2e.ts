/**
 * Security headers on the built app: a Content-Security-Policy that every route actually
 * satisfies in Chromium (as a visitor, a member and an admin, cached visitor pages included),
 * the /live presentation playing in its sandboxed frame, and the headers of representative
 * answers (page, cached page, API JSON, file download, static file).
 */
import { expect, type Page, test } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { adminApi, restoreLiveSession } from '../admin/adminApi'
import { MEMBER_ROUTES, VISITOR_ROUTES } from '../memberSite/memberSiteRoutes'
import { openProfileTab } from '../support/profileForm'
import { apiTokenOf } from '../support/secondStep'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signIn, signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })
// The presentation below answers over https with a certificate made for this run.
test.use({ ignoreHTTPSErrors: true })

/** A self-signed certificate for 127.0.0.1, made with openssl for this run. */
function selfSignedCertificate() {
  const folder = mkdtempSync(path.join(tmpdir(), 'presentation-'))
  const key = path.join(folder, 'key.pem')
  const cert = path.join(folder, 'cert.pem')
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  )
  return { key: readFileSync(key), cert: readFileSync(cert) }
}

/** The "external presentation service": another origin (https, as the Live Session global requires) whose page runs a script. */
let presentation: https.Server
let presentationUrl: string
const server = useSharedServer()
test.beforeAll(async () => {
  presentation = https.createServer(selfSignedCertificate(), (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(
      '<!doctype html><title>Live</title><p id="state">Waiting</p>' +
        '<script>let slide = 0; setInterval(() => { document.getElementById("state").textContent = "Slide " + ++slide }, 100)</script>',
    )
  })
  await new Promise<void>((resolve) => presentation.listen(0, '127.0.0.1', resolve))
  presentationUrl = `https://127.0.0.1:${(presentation.address() as AddressInfo).port}/session`
})
let app: SharedServer
test.beforeAll(() => {
  app = server()
})
test.afterAll(async ({ playwright }) => {
  presentation?.close()
  await restoreLiveSession(app, playwright)
})

const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/collections/users',
  '/admin/collections/users/3',
  '/admin/collections/events',
  '/admin/collections/events/3',
  '/admin/collections/events/create',
  '/admin/collections/projects/1',
  '/admin/collections/project-applications',
  '/admin/collections/documents',
  '/admin/collections/surveys/1',
  '/admin/collections/organizations',
  '/admin/collections/invitations',
  '/admin/account',
]

/** Collects every CSP violation the page reports (the DOM event and Chromium's console). */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: string) => void }).reportPolicyViolation
      report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
  })
  return violations
}

/** Loads a route and waits until the app's scripts have run (hydration marks the root). */
async function visit(page: Page, path: string) {
  await page.goto(`${app.url}${path}`)
  await page.waitForLoadState('load')
  await page.waitForFunction(() => '__next_f' in window && document.readyState === 'complete')
}

test('a visitor meets no CSP violation on any route; cached pages run their scripts; /live plays in its sandbox', async ({
  page,
  request,
}) => {
  const violations = await watchPolicy(page)
  for (const path of VISITOR_ROUTES) await visit(page, path)
  // The visitor page cache answers the second load; its scripts must run all the same.
  await page.setViewportSize({ width: 390, height: 800 })
  const cached = await page.goto(`${app.url}/events`)
  expect(cached!.headers()['x-visitor-page-cache']).toBe('hit')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await page.setViewportSize({ width: 1280, height: 900 })

  // An admin points /live at the presentation (the Live Session global): no restart.
  const api = await adminApi(app, request)
  expect((await api.post('/globals/live-session', { url: presentationUrl })).status()).toBe(200)
  await visit(page, '/live')
  expect((await page.request.get(`${app.url}/live`)).headers()['content-security-policy']).toContain(
    `frame-src ${new URL(presentationUrl).origin}`,
  )
  const frame = page.locator('iframe[title="Live interactive presentation"]')
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups')
  await expect(page.frameLocator('iframe[title="Live interactive presentation"]').getByText(/^Slide \d+$/)).toBeVisible()
  expect(violations).toEqual([])

  // The watch itself works: a script without the nonce is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(violations.join('\n')).toContain('script-src')
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
})

test('a member meets no CSP violation on any route, forms and menus included', async ({ page }) => {
  const violations = await watchPolicy(page)
  await signInAsMember(page, app)
  for (const path of MEMBER_ROUTES) await visit(page, path)
  await visit(page, '/profile')
  await openProfileTab(page, 'Organization')
  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click()
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible()
  await page.keyboard.press('Escape')
  await visit(page, '/events/3')
  // The demo member's date is toggled and toggled back: other files on this shared server read it.
  const toggle = page.getByRole('button', { name: /^Save date: |^Remove saved date: / }).first()
  const saving = (await toggle.getAttribute('aria-label'))?.startsWith('Save date') ?? (await toggle.innerText()).startsWith('Save')
  await toggle.click()
  await expect(page.getByText(saving ? 'Date saved' : 'Date removed', { exact: true }).first()).toBeVisible()
  await page
    .getByRole('button', { name: saving ? /^Remove saved date: / : /^Save date: / })
    .first()
    .click()
  await expect(page.getByText(saving ? 'Date removed' : 'Date saved', { exact: true }).first()).toBeVisible()
  expect(violations).toEqual([])
})

test('an admin meets no CSP violation in the admin panel: dashboard, lists, edit views, users screen', async ({ page }) => {
  const violations = await watchPolicy(page)
  await signIn(page, app, 'admin@example.com', { from: '/admin/dashboard' })
  await page.waitForURL(`${app.url}/admin/dashboard`)
  for (const path of ADMIN_ROUTES) {
    await page.goto(`${app.url}${path}`)
    await page.waitForLoadState('load')
    await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
  }
  await page.goto(`${app.url}/admin/collections/users`)
  await expect(page.getByRole('table')).toBeVisible()
  expect(violations).toEqual([])
})

test('headers of a page, a cached page, API JSON, a file download and a static file', async ({ request }) => {
  const common = (headers: Record<string, string>) => {
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-powered-by']).toBeUndefined()
    expect(headers['strict-transport-security']).toBeUndefined()
  }
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)![1]!

  const page = await request.get(`${app.url}/events/3`)
  common(page.headers())
  const policy = page.headers()['content-security-policy']!
  for (const directive of [
    "default-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only /live frames its presentation; every other page frames nothing.
    "frame-src 'none'",
  ]) {
    expect(policy).toContain(directive)
  }
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  expect(page.headers()['x-frame-options']).toBe('DENY')
  expect(await page.text()).toContain(`nonce="${nonceOf(policy)}"`)

  // A cached visitor page: the same headers, and a fresh nonce in header and HTML each time.
  const nonces = new Set<string>()
  for (let i = 0; i < 3; i++) {
    const cached = await request.get(`${app.url}/about`)
    common(cached.headers())
    const nonce = nonceOf(cached.headers()['content-security-policy']!)
    const html = await cached.text()
    expect(html).toContain(`nonce="${nonce}"`)
    expect([...html.matchAll(/nonce="([^"]+)"/g)].every((match) => match[1] === nonce)).toBe(true)
    // The Link header's preloads carry this answer's nonce too, never the filling render's.
    const linkNonces = [...(cached.headers().link ?? '').matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])
    expect(linkNonces.length).toBeGreaterThan(0)
    expect(linkNonces.every((linkNonce) => linkNonce === nonce)).toBe(true)
    nonces.add(nonce)
    if (i > 0) expect(cached.headers()['x-visitor-page-cache']).toBe('hit')
  }
  expect(nonces.size).toBe(3)

  const json = await request.get(`${app.url}/api/events?limit=1`)
  expect(json.headers()['content-type']).toMatch(/^application\/json/)
  common(json.headers())
  expect(json.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")

  const login = await request.post(`${app.url}/api/users/login`, { data: { email: 'member@example.com', password: 'demo-password' } })
  const token = (await login.json()).token as string
  const documents = await request.get(`${app.url}/api/documents?limit=1&depth=0`)
  const documentId = (await documents.json()).docs[0].id as number
  const download = await request.get(`${app.url}/documents/${documentId}/download`, {
    // As a browser sends it: the session cookie counts only on same-origin requests.
    headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  })
  expect(download.status()).toBe(200)
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/)
  common(download.headers())

  const media = await request.get(`${app.url}/api/media?limit=1&depth=0`)
  const image = await request.get(new URL((await media.json()).docs[0].url, app.url).toString())
  expect(image.status()).toBe(200)
  common(image.headers())
  expect(image.headers()['content-security-policy']).toBe("frame-ancestors 'none'")

  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())![1]!
  const asset = await request.get(`${app.url}${script}`)
  expect(asset.status()).toBe(200)
  common(asset.headers())
  common((await request.get(`${app.url}/robots.txt`)).headers())
})

test('one request per first visit: member pages ask for no client hint; the admin panel asks for its colour scheme', async ({
  request,
}) => {
  const hints = (headers: Record<string, string>) => ({
    accept: headers['accept-ch'],
    critical: headers['critical-ch'],
    vary: /sec-ch-prefers-color-scheme/i.test(headers['vary'] ?? ''),
  })
  // Every route twice: rendered, then (for visitors) from the page cache.
  for (const path of [...VISITOR_ROUTES, ...VISITOR_ROUTES]) {
    const response = await request.get(`${app.url}${path}`, { maxRedirects: 0 })
    expect(hints(response.headers()), path).toEqual({ accept: undefined, critical: undefined, vary: false })
  }
  const token = await apiTokenOf(request, app.url, 'admin@example.com')
  const dashboard = await request.get(`${app.url}/admin/dashboard`, { headers: { cookie: `payload-token=${token}` } })
  expect(dashboard.status()).toBe(200)
  // (Next.js writes its own Vary on app pages.)
  expect(hints(dashboard.headers())).toMatchObject({ accept: 'Sec-CH-Prefers-Color-Scheme', critical: 'Sec-CH-Prefers-Color-Scheme' })
})

test('HSTS is never sent to a client that only claims HTTPS (no trusted proxy): over real HTTPS, tests/e2e/operations/reverseProxy.e2e.ts', async ({
  request,
}) => {
  // This server trusts no proxy (TRUSTED_PROXY unset): a forwarded protocol is the client's word.
  for (const path of ['/about', '/about', '/api/health']) {
    const claimed = await request.get(`${app.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(claimed.headers()['strict-transport-security'], path).toBeUndefined()
  }
  expect((await request.get(`${app.url}/about`)).headers()['strict-transport-security']).toBeUndefined()
})
