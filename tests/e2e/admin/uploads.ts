import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { adminApi, restoreLiveSession } from './adminApi'
import { LIVE_SESSION_NOT_HTTPS } from '../../../src/lib/events/live/liveSessionUrl'
import { IMAGE_DAMAGED, IMAGE_NOT_AN_IMAGE, INVALID_DOCUMENT, INVALID_FILE_TITLE } from '../../../src/lib/infrastructure/files/uploadLimits'
import { buildPdf } from '../../../src/seed/files'
import { DEMO_LIVE_SESSION_URL } from '../../../src/seed/liveSession'
import type { TestApp } from '../support/appServer'
import { apiTokenOf } from '../support/secondStep'
import { openAsDemoAdmin, signIn } from '../support/signIn'

const NO_LIVE_SESSION = 'There is no live session right now.'
const FRAME = 'iframe[title="Live interactive presentation"]'

/** A real PDF cut in half: it starts like a PDF but has no cross-reference table or end. */
const corruptPdf = () => {
  const pdf = buildPdf('Cut off', ['This document lost its second half on the way.'])
  return pdf.subarray(0, Math.floor(pdf.length / 2))
}

/** A PNG with real content, and the same cut off after 60 % of its bytes. */
async function pngs() {
  const raw = Buffer.alloc(64 * 64 * 3, 0)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 37) % 251
  const whole = await sharp(raw, { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer()
  return { whole, cut: whole.subarray(0, Math.floor(whole.length * 0.6)) }
}

/** A multipart upload over REST as the demo admin; the answer's status and first error message. */
async function upload(
  app: TestApp,
  request: APIRequestContext,
  collection: string,
  fields: Record<string, string>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const token = await apiTokenOf(request, app.url, 'admin@example.com')
  const response = await request.post(`${app.url}/api/${collection}`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: { ...fields, _payload: JSON.stringify(fields), file },
  })
  const body = (await response.json()) as { errors?: { message: string }[] }
  return { status: response.status(), message: body.errors?.[0]?.message }
}

/** The toasts on the page, as text. */
const toasts = (page: Page) => page.locator('[data-sonner-toast]')

/** The /live page as a visitor sees it (a fresh context: no session, the visitor page cache). */
async function liveAsVisitor(page: Page, app: TestApp) {
  const visitor = await page.context().browser()!.newContext()
  const live = await visitor.newPage()
  const response = await live.goto(`${app.url}/live`)
  return { live, policy: response!.headers()['content-security-policy'] ?? '', close: () => visitor.close() }
}

/** Registers this area's tests (see adminConformance.e2e.ts). */
export function registerUploadTests(app: () => TestApp) {
  // The live session test changes the site's one Live Session global.
  test.afterAll(({ playwright }) => restoreLiveSession(app(), playwright))

  test('REST: a corrupt PDF, a file that is no image and a damaged image are refused with their own reason', async ({ request }) => {
    const document = { title: `Corrupt ${Date.now()}`, company: 'ACME', documentType: 'Whitepaper', language: 'English' }
    const pdf = await upload(app(), request, 'documents', document, {
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: corruptPdf(),
    })
    expect(pdf).toEqual({ status: 400, message: 'Invalid PDF file.' })

    const notADocument = await upload(app(), request, 'documents', document, {
      name: 'tool.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    })
    expect(notADocument).toEqual({ status: 400, message: INVALID_DOCUMENT })

    const text = await upload(
      app(),
      request,
      'media',
      { alt: 'Not a picture' },
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') },
    )
    // Image refusals carry spec 5's title, which the admin's toast shows above the text.
    expect(text).toEqual({ status: 400, message: `${INVALID_FILE_TITLE}: ${IMAGE_NOT_AN_IMAGE}` })

    const { whole, cut } = await pngs()
    const damaged = await upload(app(), request, 'media', { alt: 'Cut off' }, { name: 'cut.png', mimeType: 'image/png', buffer: cut })
    expect(damaged).toEqual({ status: 400, message: `${INVALID_FILE_TITLE}: ${IMAGE_DAMAGED}` })
    // The same picture whole is stored, under a relative address (it loads at any address of the site).
    const token = await apiTokenOf(request, app().url, 'admin@example.com')
    const created = await request.post(`${app().url}/api/media`, {
      headers: { Authorization: `JWT ${token}` },
      multipart: { _payload: JSON.stringify({ alt: 'Whole' }), file: { name: 'whole.png', mimeType: 'image/png', buffer: whole } },
    })
    expect(created.status()).toBe(201)
    const doc = (await created.json()).doc as { url: string; thumbnailURL: string | null; sizes: { card: { url: string | null } } }
    expect(doc.url).toMatch(/^\/api\/media\/file\/whole[^/]*\.png$/)
  })

  test('admin: a corrupt PDF and a file that is no image show their reason in the toast', async ({ page }) => {
    await openAsDemoAdmin(page, app(), 'admin@example.com', '/admin')
    await page.waitForURL(/\/admin/)

    await page.goto(`${app().url}/admin/collections/documents/create`)
    await page.locator('input[type="file"]').setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: corruptPdf() })
    await page.getByLabel('Title').fill(`Corrupt upload ${Date.now()}`)
    await page.getByLabel('Company').fill('ACME')
    await page.getByLabel('Document type').fill('Whitepaper')
    await page.getByRole('button', { name: 'Save' }).last().click()
    await expect(toasts(page).filter({ hasText: 'Invalid PDF file.' })).toBeVisible()
    await expect(toasts(page).filter({ hasText: 'The following field is invalid' })).toHaveCount(0)
    await page.screenshot({ path: 'test-results/admin-upload-corrupt-pdf-1280.png' })

    await page.goto(`${app().url}/admin/collections/media/create`)
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') })
    await page.getByRole('button', { name: 'Save' }).last().click()
    await expect(toasts(page).filter({ hasText: IMAGE_NOT_AN_IMAGE })).toBeVisible()

    await page.goto(`${app().url}/admin/collections/media/create`)
    await page.locator('input[type="file"]').setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: (await pngs()).cut })
    await page.getByRole('button', { name: 'Save' }).last().click()
    await expect(toasts(page).filter({ hasText: IMAGE_DAMAGED })).toBeVisible()
  })

  test('admin: the live session is set, changed and cleared in the admin panel; /live follows without a restart', async ({
    page,
    request,
  }) => {
    await openAsDemoAdmin(page, app(), 'admin@example.com', '/admin')
    await page.waitForURL(/\/admin/)
    // The global is in the side menu.
    await page.goto(`${app().url}/admin/collections/events`)
    await expect(page.getByRole('navigation', { name: 'Admin Panel' }).locator('a[href$="/admin/globals/live-session"]')).toHaveText(
      'Live Session',
    )
    await page.goto(`${app().url}/admin/globals/live-session`)
    const address = page.getByLabel('Presentation address')
    // The demo content sets one presentation.
    await expect(address).toHaveValue(DEMO_LIVE_SESSION_URL)
    // Save is enabled once the form has taken the change (the admin form hydrates after loading).
    const save = async () => {
      const button = page.getByRole('button', { name: 'Save' }).last()
      await expect(button).toBeEnabled()
      await button.click()
    }
    await page.waitForLoadState('networkidle')

    // An http:// address is refused and says why; the stored one stays.
    await address.fill('http://presentation.example/live')
    await save()
    await expect(toasts(page).filter({ hasText: LIVE_SESSION_NOT_HTTPS })).toBeVisible()
    expect((await (await request.get(`${app().url}/api/globals/live-session`)).json()).url).toBe(DEMO_LIVE_SESSION_URL)

    // Set: /live frames it, and its policy allows that origin only.
    const first = `https://slides.example.org/live/${Date.now()}`
    await address.fill(first)
    await save()
    await expect(toasts(page).filter({ hasText: /successfully/ })).toBeVisible()
    let visitor = await liveAsVisitor(page, app())
    await expect(visitor.live.locator(FRAME)).toHaveAttribute('src', first)
    await expect(visitor.live.locator(FRAME)).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups')
    expect(visitor.policy).toContain('frame-src https://slides.example.org;')
    await visitor.close()

    // Changed: the next visit shows the new address (the cached page was dropped).
    const second = `https://present.example.net/session/${Date.now()}`
    await address.fill(second)
    await save()
    await expect(address).toHaveValue(second)
    await expect.poll(async () => (await (await request.get(`${app().url}/api/globals/live-session`)).json()).url).toBe(second)
    visitor = await liveAsVisitor(page, app())
    await expect(visitor.live.locator(FRAME)).toHaveAttribute('src', second)
    expect(visitor.policy).toContain('frame-src https://present.example.net;')
    await visitor.close()

    // Cleared: no frame, and the page says there is no live session.
    await address.fill('')
    await save()
    await expect.poll(async () => (await (await request.get(`${app().url}/api/globals/live-session`)).json()).url ?? null).toBeNull()
    visitor = await liveAsVisitor(page, app())
    await expect(visitor.live.getByText(NO_LIVE_SESSION)).toBeVisible()
    await expect(visitor.live.locator(FRAME)).toHaveCount(0)
    expect(visitor.policy).toContain("frame-src 'none'")
    await visitor.close()

    // Back to the demo presentation, for whoever looks next.
    const api = await adminApi(app(), request)
    expect((await api.post('/globals/live-session', { url: DEMO_LIVE_SESSION_URL })).status()).toBe(200)
    await page.reload()
    await expect(address).toHaveValue(DEMO_LIVE_SESSION_URL)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `test-results/admin-live-session-${width}.png`, fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  test('without SERVER_URL the site works at 127.0.0.1 as at localhost: sign-in, the admin panel and images', async ({ browser }) => {
    for (const host of ['localhost', '127.0.0.1']) {
      const base = app().url.replace('localhost', host)
      const context = await browser.newContext()
      const page = await context.newPage()
      const blocked: string[] = []
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy|Refused/i.test(message.text())) blocked.push(`${host}: ${message.text()}`)
      })
      await signIn(page, { url: base }, 'admin@example.com', { from: '/admin' })
      await page.waitForURL(`${base}/admin**`)
      // The session holds on this address: the admin panel's own API calls (same origin) are signed in.
      await page.goto(`${base}/admin/collections/media`)
      const thumbnails = await page.locator('img').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''))
      for (const source of thumbnails) expect(source, host).not.toMatch(/^https?:\/\/localhost/)
      const me = await page.evaluate(
        async () => (await (await fetch('/api/users/me', { method: 'GET' })).json()) as { user: { email: string } | null },
      )
      expect(me.user?.email, host).toBe('admin@example.com')
      // A write from the page (Origin: this address) counts the session too.
      const preference = await page.evaluate(async () => {
        const response = await fetch('/api/payload-preferences/address-check', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ value: { ok: true } }),
        })
        return response.status
      })
      expect(preference, host).toBe(200)
      // The event page's images load from this address.
      await page.goto(`${base}/events/3`)
      const images = page.locator('main img')
      await expect(images.first()).toBeVisible()
      const sources = await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''))
      for (const source of sources) expect(source, host).toMatch(/^\/api\/media\/file\//)
      await expect
        .poll(() => images.first().evaluate((node) => (node as HTMLImageElement).naturalWidth), { message: host })
        .toBeGreaterThan(0)
      expect(blocked).toEqual([])
      await context.close()
    }
  })
}
