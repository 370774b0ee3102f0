/**
 * Every member-site route (memberSiteRoutes.ts) in both languages, as a visitor and as a member:
 * rendered with every message its catalogue should have (the test server marks a missing one,
 * src/i18n/missingMessages.ts), and scanned by axe-core.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { MEMBER_ROUTES, VISITOR_ROUTES } from './memberSiteRoutes'
import { pathIn } from '../../../src/i18n/languagePaths'
import { type Language, LANGUAGES } from '../../../src/i18n/languages'
import { MISSING_MESSAGE_MARK } from '../../../src/i18n/missingMessages'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

/** The page at the address, loaded at the window's width and settled. */
async function open(page: Page, path: string) {
  await page.goto(`${app.url}${path}`)
  await page.waitForLoadState('load')
  // The settled page: a toast shown on opening (a sign-in survey's) is scanned once its
  // slide-in has finished, not half transparent.
  await page.waitForLoadState('networkidle')
  await animationsFinished(page)
}

function animationsFinished(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Endless ones (a skeleton's pulse) never finish.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

async function seriousViolations(page: Page, path: string, width: number) {
  // axe.run in the page itself (legacy mode) rather than a run per frame finished in a blank page
  // that each scan opens and loads axe into again: half the CPU of a scan (about 0.8 s a route,
  // two minutes of the file on the 2-core CI machine), the same findings on every route. The
  // one frame it leaves out is /live's presentation, always another site's page (a cross-origin
  // frame is all the live-session address may be), which is not ours to fix.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path} at ${width}px: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

const AUDIENCES = [
  { who: 'visitor', routes: VISITOR_ROUTES, member: false },
  { who: 'member', routes: MEMBER_ROUTES, member: true },
] as const

for (const { who, routes, member } of AUDIENCES) {
  test(`every ${who} route renders in English and German with every message`, async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    if (member) await signInAsMember(page, app)
    const found: string[] = []
    for (const language of LANGUAGES) {
      for (const path of routes) {
        const address = pathIn(language, path)
        const response = await context.request.get(`${app.url}${address}`)
        const html = await response.text()
        // Redirects (a visitor sent to sign in) stay in the language.
        const landed = new URL(response.url()).pathname
        if (response.status() >= 500) found.push(`${address}: ${response.status()}`)
        // A 404 arrives as Next.js's error shell with the page in its inline payload, which the browser renders.
        const inLanguage = html.includes(`<html lang="${language}"`) || html.includes(`"html\\",null,{\\"lang\\":\\"${language}\\"`)
        if (!inLanguage) found.push(`${address}: not a ${language} page (landed on ${landed})`)
        if (language === 'de' && !landed.startsWith('/de')) found.push(`${address}: left German for ${landed}`)
        for (const missing of html.matchAll(new RegExp(`${MISSING_MESSAGE_MARK} ([\\w.-]+)`, 'g'))) found.push(`${address}: ${missing[1]}`)
      }
    }
    expect(found).toEqual([])
    await context.close()
  })
}

// Both widths in English; German (longer words, the same markup) at the desktop width. A page
// is loaded once and scanned at each width, the window narrowed between scans: the member site's
// layout answers the width in CSS alone, so a resize shows what a narrow load shows, and the load
// (a third of a scan's Chromium time) is not paid twice.
const SCANS: { language: Language; widths: number[] }[] = [
  { language: 'en', widths: [1280, 390] },
  { language: 'de', widths: [1280] },
]

for (const { language, widths } of SCANS) {
  for (const { who, routes, member } of AUDIENCES) {
    test(`${who} routes in ${language} at ${widths.join(' and ')}px have no serious or critical violations`, async ({ browser }) => {
      // Up to 50 scans: two and a half minutes in a CI run three times slower than usual.
      test.setTimeout(360_000)
      const [firstWidth] = widths as [number, ...number[]]
      const context = await browser.newContext({ viewport: { width: firstWidth, height: 900 } })
      const page = await context.newPage()
      if (member) await signInAsMember(page, app)
      const found: string[] = []
      for (const path of routes) {
        const address = pathIn(language, path)
        for (const [index, width] of widths.entries()) {
          if (index === 0) await open(page, address)
          else {
            await page.setViewportSize({ width, height: 900 })
            await animationsFinished(page)
          }
          found.push(...(await seriousViolations(page, address, width)))
        }
        if (widths.length > 1) await page.setViewportSize({ width: firstWidth, height: 900 })
      }
      expect(found).toEqual([])
      await context.close()
    })
  }
}
