/**
 * Issue 49, items 7–11 in the browser: the TLP legend on the library and on a labelled document,
 * opened by a tap on a phone and by the keyboard, in English and German, with TLP:CLEAR left off
 * the cards; the library's cards without size, tags and versions; the German About page and
 * document texts; the figures saying what they count; the topic filter's width at 1280 px; toasts
 * clear of the header's bell and menus; the projects list's heading order.
 *
 * On the worker's shared server: it reads the demo content and changes nothing (the toast comes
 * from an invitation refused as invalid).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'

import { pathIn } from '../../../src/i18n/languagePaths'
import type { Language } from '../../../src/i18n/languages'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { openAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

/** A phone: 390 px wide, with a touch screen (Playwright's tap needs hasTouch). */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true }
/** The demo's TLP:GREEN report (src/seed/documents.ts): members read it, and it carries a label. */
const GREEN_REPORT = 'Remote Access Survey Results 2025'

const LEGEND: Record<Language, { summary: string; clear: string; amberStrict: string; lists: string }> = {
  en: {
    summary: 'What do the TLP labels mean?',
    clear: 'May be shared without limit.',
    amberStrict: 'For the owning organization only.',
    lists: 'Lists and cards show a label only when it limits who may read',
  },
  de: {
    summary: 'Was bedeuten die TLP-Kennzeichnungen?',
    clear: 'Darf ohne Einschränkung weitergegeben werden.',
    amberStrict: 'Nur für die besitzende Organisation.',
    lists: 'Listen und Karten zeigen eine Kennzeichnung nur, wenn sie den Leserkreis einschränkt',
  },
}

const legendOn = (page: Page, language: Language) => {
  const summary = page.locator('summary', { hasText: LEGEND[language].summary })
  return { summary, details: page.locator('details', { has: summary }) }
}

/** The legend closed, then open with every level and its meaning. */
async function expectOpened(details: Locator, language: Language) {
  await expect(details).toHaveJSProperty('open', true)
  for (const label of ['TLP:CLEAR', 'TLP:GREEN', 'TLP:AMBER', 'TLP:AMBER+STRICT', 'TLP:RED'])
    await expect(details.getByText(label, { exact: true })).toBeVisible()
  await expect(details.getByText(LEGEND[language].clear)).toBeVisible()
  await expect(details.getByText(LEGEND[language].amberStrict)).toBeVisible()
  await expect(details.getByText(LEGEND[language].lists)).toBeVisible()
}

/** Presses Tab until `target` has the focus: it is in the page's tab order. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('Tab never reached the element')
}

/** The GREEN report's own page, found from its card's title link. */
async function greenReportPath(page: Page) {
  await page.goto(`${app.url}/documents?q=${encodeURIComponent(GREEN_REPORT)}`)
  const href = await page.getByRole('main').getByRole('link', { name: GREEN_REPORT, exact: true }).getAttribute('href')
  expect(href).toMatch(/^\/documents\/\d+$/)
  return href!
}

test('item 7: on a phone, a tap opens the TLP legend on the library and on a labelled document, in English and German', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await openAsMember(page, app)
  const documentPath = await greenReportPath(page)
  for (const language of ['en', 'de'] as const) {
    for (const path of ['/documents', documentPath]) {
      await page.goto(`${app.url}${pathIn(language, path)}`)
      const { summary, details } = legendOn(page, language)
      await expect(details).toHaveJSProperty('open', false)
      await expect(details.getByText(LEGEND[language].amberStrict)).toBeHidden()
      await summary.tap()
      await expectOpened(details, language)
      // A second tap closes it again.
      await summary.tap()
      await expect(details).toHaveJSProperty('open', false)
    }
  }
  await context.close()
})

test('item 7: the keyboard reaches and opens the legend on the library and on a labelled document, in English and German', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await openAsMember(page, app)
  const documentPath = await greenReportPath(page)
  for (const language of ['en', 'de'] as const) {
    for (const path of ['/documents', documentPath]) {
      await page.goto(`${app.url}${pathIn(language, path)}`)
      const { summary, details } = legendOn(page, language)
      await tabTo(page, summary)
      await page.keyboard.press('Enter')
      await expectOpened(details, language)
      await page.keyboard.press('Space')
      await expect(details).toHaveJSProperty('open', false)
    }
  }
  // The labelled document's page shows its label; its German page its German title.
  await page.goto(`${app.url}${documentPath}`)
  await expect(page.getByRole('main').getByText('TLP:GREEN', { exact: true }).first()).toBeVisible()
  await page.goto(`${app.url}${pathIn('de', documentPath)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnisse der Umfrage zum Fernzugriff 2025')
  await context.close()
})

test('items 7 and 9: cards show only a label that restricts, and the spec’s card; the rest is on the document’s page', async ({ page }) => {
  await openAsMember(page, app)
  await page.goto(`${app.url}/documents`)
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.first()).toBeVisible()
  // TLP:CLEAR means no restriction: no card shows it; the GREEN report's card shows its label.
  await expect(cards.getByText('TLP:CLEAR', { exact: true })).toHaveCount(0)
  const report = cards.filter({ hasText: GREEN_REPORT })
  await expect(report.getByText('TLP:GREEN', { exact: true })).toBeVisible()
  // The card: title, company, type, language, MM.DD.YY date, downloads and the Download button …
  const zeroTrust = cards.filter({ hasText: 'Zero Trust for Industrial Control Systems' })
  await expect(zeroTrust).toContainText('Cobalt Secure Systems')
  await expect(zeroTrust).toContainText('Whitepaper')
  await expect(zeroTrust).toContainText(/\d{2}\.\d{2}\.\d{2}/)
  await expect(zeroTrust.getByText(/\d+ downloads?/)).toBeVisible()
  await expect(zeroTrust.getByRole('link', { name: /Download/ })).toBeVisible()
  // … and no size, tags or version history, which its own page has.
  await expect(zeroTrust).not.toContainText(/\d+(\.\d+)? (Bytes|KB|MB)/)
  await expect(zeroTrust.getByRole('link', { name: /IEC 62443/ })).toHaveCount(0)
  await expect(zeroTrust.getByRole('link', { name: /Version history/ })).toHaveCount(0)
  await zeroTrust.getByRole('link', { name: 'Zero Trust for Industrial Control Systems', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zero Trust for Industrial Control Systems')
  const main = page.getByRole('main')
  // Its own page shows TLP:CLEAR (the first one: the legend, closed, lists it too).
  await expect(main.getByText('TLP:CLEAR', { exact: true }).first()).toBeVisible()
  await expect(main).toContainText(/\d+(\.\d+)? (Bytes|KB|MB)/)
  await expect(main.getByRole('link', { name: /IEC 62443-3-3/ })).toBeVisible()
  await expect(main.getByRole('link', { name: /Full version history/ })).toBeVisible()
})

test('item 10: the German About page and document texts are German', async ({ page }) => {
  await page.goto(`${app.url}/de/about`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über die IT/OT-Community')
  await expect(page.getByRole('main')).toContainText('Unsere Mission ist es')
  for (const value of ['Zusammenarbeit', 'Wissensaustausch', 'Vertrauen & Respekt'])
    await expect(page.getByRole('heading', { name: value, level: 3 })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Our mission')
  await expect(page.getByRole('main')).not.toContainText('Collaboration')
  // The English page keeps its English.
  await page.goto(`${app.url}/about`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the IT/OT Community')

  // The report's description, English before, is German on the German library.
  await openAsMember(page, app)
  await page.goto(`${app.url}/de/documents?q=Fernzugriff`)
  const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Ergebnisse der Umfrage zum Fernzugriff 2025' })
  await expect(card).toContainText('Bericht der Open OT Foundation, für die Community bereitgestellt.')
  await expect(card).not.toContainText('shared with the community')
})

test('item 8: each figure keeps the spec’s label and says what it counts, in English and German', async ({ page }) => {
  await page.goto(`${app.url}/`)
  const glance = page.getByRole('list', { name: 'The community at a glance' })
  await expect(glance.getByRole('listitem').filter({ hasText: /\d+ Members/ })).toContainText('people with an account')
  await expect(glance.getByRole('listitem').filter({ hasText: /\d+ Events/ })).toContainText('published, past and upcoming')
  await expect(glance.getByRole('listitem').filter({ hasText: /\d+ Community Projects/ })).toContainText('open, running and closed')
  const impact = page.getByRole('region', { name: 'Our Impact by Numbers' })
  for (const [label, counts] of [
    ['active members', 'active on the site in the last 90 days'],
    ['industry sectors', 'of the member organizations'],
    ['community projects', 'open, running and closed'],
    ['events per year', 'held in the last 12 months'],
  ]) {
    // The label and what it counts are the term of one figure (a <dt>), its number the definition.
    const term = impact.locator('dt').filter({ hasText: label! })
    await expect(term).toContainText(counts!)
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d+$/)
  }
  // /members counts organizations, and says so.
  await page.goto(`${app.url}/members`)
  await expect(page.getByRole('heading', { name: 'Member organizations', level: 1 })).toBeVisible()
  await expect(page.getByText(/^\d+ member organizations, vendors not included$/)).toBeVisible()

  await page.goto(`${app.url}/de`)
  const germanGlance = page.getByRole('list', { name: 'Die Community auf einen Blick' })
  await expect(germanGlance.getByRole('listitem').filter({ hasText: /\d+ Mitglieder/ })).toContainText('Personen mit Konto')
  await expect(
    page.getByRole('region', { name: 'Unsere Wirkung in Zahlen' }).locator('dt').filter({ hasText: 'aktive Mitglieder' }),
  ).toContainText('in den letzten 90 Tagen auf der Website aktiv')
  await page.goto(`${app.url}/de/members`)
  await expect(page.getByText(/^\d+ Mitgliedsorganisationen, ohne Hersteller$/)).toBeVisible()
})

test('item 11: the topic filter shows "All standards and topics" whole at 1280 px on /events and /projects, in both languages', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  for (const [path, id] of [
    ['/events', '#event-tag'],
    ['/projects', '#project-tag'],
  ]) {
    for (const language of ['en', 'de'] as const) {
      await page.goto(`${app.url}${pathIn(language, path!)}`)
      const select = page.locator(id!)
      await expect(select).toHaveValue('')
      // The chosen text's width in the select's own font, against the room beside its arrow (about 24 px).
      const fit = await select.evaluate((element) => {
        const field = element as HTMLSelectElement
        const style = getComputedStyle(field)
        const context = document.createElement('canvas').getContext('2d')!
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const text = field.selectedOptions[0]!.text
        return { text, needed: context.measureText(text).width + parseFloat(style.paddingLeft) + 24, room: field.clientWidth }
      })
      expect(fit.text).toBe(language === 'en' ? 'All standards and topics' : 'Alle Standards und Themen')
      expect(fit.needed, `${language} ${path}`).toBeLessThanOrEqual(fit.room)
      // The filters stay in one row.
      const form = select.locator('xpath=ancestor::form[1]')
      const [search, apply] = await Promise.all([
        form.locator('input[name="q"]').boundingBox(),
        form.locator('button[type="submit"]').boundingBox(),
      ])
      expect(Math.abs(search!.y - apply!.y)).toBeLessThan(4)
    }
  }
  await context.close()
})

test('item 11: a toast leaves the header’s bell and user menu free, on a desktop and on a phone', async ({ browser }) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await openAsMember(page, app, 'member@example.com', '/invitations')
    // An address the form refuses: a toast, and nothing is written.
    await page.getByLabel("Expert's email address").fill('not an email')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email' })
    await expect(toast).toBeVisible()
    await expect(toast).toHaveAttribute('data-mounted', 'true')
    const header = page.getByRole('banner')
    const controls = [
      header.getByRole('link', { name: /^Notifications/ }),
      viewport.width >= 768 ? header.getByRole('button', { name: 'Maria' }) : header.getByRole('button', { name: 'Open menu' }),
    ]
    const toastBox = (await toast.boundingBox())!
    for (const control of controls) {
      const box = (await control.boundingBox())!
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height
      expect(overlaps, `${viewport.width}px: the toast covers ${await control.getAttribute('aria-label')}`).toBe(false)
    }
    // The user menu opens while the toast is shown.
    if (viewport.width >= 768) {
      await controls[1]!.click()
      await expect(page.getByRole('menuitem', { name: 'Your profile' })).toBeVisible()
    }
    await expect(toast).toBeVisible()
    await context.close()
  }
})

test('item 11: /projects has its headings in order (axe heading-order), in English and German', async ({ page }) => {
  for (const language of ['en', 'de'] as const) {
    await page.goto(`${app.url}${pathIn(language, '/projects')}`)
    // The open calls keep no visible heading (spec 2) but are named for screen readers.
    await expect(page.getByRole('region', { name: language === 'en' ? 'Call for Participation' : 'Aufruf zur Teilnahme' })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze()
    expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([])
  }
})
