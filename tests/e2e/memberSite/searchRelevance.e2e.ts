/**
 * The search's relevance set (issue 48, item 1): queries a member of this field types, each with
 * the items it must find among the first five results, on the demo site (src/seed: its standards
 * tags, German titles, organizations and speakers) in a server of its own, so no other test's
 * rows take a place. Standards codes written in every way, German compounds and their beginnings,
 * words being typed, typos ("Did you mean"), names of organizations and speakers.
 */
import { expect, type Page, test } from '@playwright/test'

import { type AppServer, useAppServer } from '../support/appServer'
import { signInAsMember } from '../support/signIn'

type Case = {
  query: string
  /** Titles (or names) of items that must all be among the first five results. */
  finds: string[]
  /** The site's language (German titles are searched on the German site). */
  language?: 'en' | 'de'
  /** The corrected words shown as "Did you mean", for a typo. */
  corrected?: string
  /** Titles that must not be among the results at all (what this member may not read). */
  hides?: string[]
}

const ZERO_TRUST = 'Zero Trust for Industrial Control Systems'
const NETZSEGMENTIERUNG = 'Netzsegmentierung in der Prozessindustrie'
const PATCH_GUIDELINE = 'Patch Management Guideline for PLCs'
const PATCH_SESSION = 'Patch management without downtime'
const SEGMENTING_SESSION = 'Segmenting legacy control networks'
const INCIDENT_PLAYBOOK = 'OT Incident Response Playbook'
const SUBSTATION = 'Digital Substation Reference Architecture'
const MODBUS = 'Legacy Modbus Inventory Study'
const OPEN_PLC = 'Open PLC Security Baseline'
const CLEAN_ROOM = 'Clean Room Incident Response Playbook'

export const RELEVANCE_SET: Case[] = [
  // Standards codes, as the tags name them and as people write them.
  { query: 'IEC 62443-3-3', finds: [ZERO_TRUST, 'OT Security Summit 2026'] },
  { query: 'iec 62443 3-3', finds: [ZERO_TRUST, 'OT Security Summit 2026'] },
  { query: 'IEC-62443-3-2', finds: [NETZSEGMENTIERUNG, 'Industrial Networks Workshop'] },
  { query: '62443-2-3', finds: [PATCH_GUIDELINE, PATCH_SESSION] },
  { query: '62443-4-2', finds: [OPEN_PLC] },
  { query: 'NIS2 incident reporting', finds: [INCIDENT_PLAYBOOK, 'Incident response drills for operators'] },
  { query: 'NIS2 Art. 23', finds: [INCIDENT_PLAYBOOK] },
  { query: 'Purdue level 1', finds: [OPEN_PLC, MODBUS, PATCH_GUIDELINE] },
  { query: 'Purdue-Ebene 3', finds: [ZERO_TRUST, NETZSEGMENTIERUNG, 'Industrial Networks Workshop'] },
  { query: 'NERC CIP-007', finds: [PATCH_GUIDELINE, PATCH_SESSION] },
  { query: 'CIP-005', finds: [SUBSTATION] },
  { query: 'ISO 27019', finds: [SUBSTATION] },
  { query: 'ISO/IEC 27001', finds: ['Gestión de activos OT'] },
  { query: 'NIST CSF respond', finds: [INCIDENT_PLAYBOOK, 'Incident response drills for operators'] },
  { query: 'water treatment', finds: ['Water Sector Cyber Day', 'Sécurité des réseaux d’eau potable'] },
  // German words, compounds and their beginnings.
  { query: 'Netzsegmentierung', finds: [NETZSEGMENTIERUNG] },
  { query: 'Netzsegment', finds: [NETZSEGMENTIERUNG] },
  { query: 'Prozessindustrie', finds: [NETZSEGMENTIERUNG] },
  { query: 'Steuerungssysteme', finds: ['Zero Trust für industrielle Steuerungssysteme'], language: 'de' },
  { query: 'Steuerungsnetze', finds: ['Segmentierung gewachsener Steuerungsnetze'], language: 'de' },
  { query: 'Stillstand', finds: ['Patch-Management ohne Stillstand'], language: 'de' },
  { query: 'Podiumsdiskussion', finds: ['Podiumsdiskussion: Hersteller und Betreiber an einem Tisch'], language: 'de' },
  { query: 'Leitfaden SPS', finds: ['Leitfaden Patch-Management für SPS'], language: 'de' },
  { query: 'Segmentier', finds: ['Segmentierung gewachsener Steuerungsnetze'], language: 'de' },
  { query: 'Patch-Management', finds: [PATCH_GUIDELINE, PATCH_SESSION] },
  // As the reader types: the last word is a beginning.
  { query: 'Brownf', finds: ['Brownfield Modernisation Forum'] },
  { query: 'substat', finds: [SUBSTATION] },
  { query: 'zero tru', finds: [ZERO_TRUST] },
  { query: 'Okaf', finds: ['Dr. Samuel Okafor'] },
  { query: 'passive monit', finds: ['Asset inventory from passive monitoring'] },
  // Typos: the closest words, and their results.
  { query: 'Netzsegmentirung', finds: [NETZSEGMENTIERUNG], corrected: 'Netzsegmentierung' },
  { query: 'incidnt playbook', finds: [INCIDENT_PLAYBOOK], corrected: 'incident playbook' },
  { query: 'Nordwrk', finds: ['Nordwerk Chemicals'], corrected: 'Nordwerk' },
  { query: 'substaton', finds: [SUBSTATION], corrected: 'substation' },
  { query: 'Brownfeld forum', finds: ['Brownfield Modernisation Forum'], corrected: 'Brownfield forum' },
  { query: 'modbus inventroy', finds: [MODBUS], corrected: 'modbus inventory' },
  { query: 'Okafer', finds: ['Dr. Samuel Okafor'] },
  // Names of organizations and speakers, titles.
  { query: 'Rhein Automation', finds: ['Rhein Automation GmbH'] },
  { query: 'Stadtwerke Elbtal', finds: ['Stadtwerke Elbtal'] },
  { query: 'Heike Brandt', finds: ['Prof. Dr. Heike Brandt'] },
  { query: 'Marco Bianchi', finds: ['Marco Bianchi'] },
  { query: 'Cobalt Secure', finds: ['Cobalt Secure Systems'] },
  { query: 'zero trust', finds: [ZERO_TRUST] },
  { query: 'legacy control networks', finds: [SEGMENTING_SESSION] },
  { query: 'Modbus inventory', finds: [MODBUS] },
  { query: 'skills curriculum', finds: ['IT/OT Skills Curriculum'] },
  { query: 'remote access survey', finds: ['Remote Access Survey Results 2025'] },
  { query: 'eau potable', finds: ['Sécurité des réseaux d’eau potable'] },
  { query: 'activos OT', finds: ['Gestión de activos OT'] },
  { query: 'Helvetia Pharma', finds: ['Helvetia Pharma Production'] },
  // TLP:AMBER, shared with another organization: never found by this member, nor offered as a correction.
  { query: 'clean room playbook', finds: [], hides: [CLEAN_ROOM] },
  { query: 'clean rom playbok', finds: [], hides: [CLEAN_ROOM] },
]

test.describe.configure({ mode: 'serial' })

const server = useAppServer()
let app: AppServer
let member: Page

test.beforeAll(async ({ browser }) => {
  app = server()
  member = await (await browser.newContext()).newPage()
  await signInAsMember(member, app)
})

/** The first page's result titles, and the "Did you mean" words, as the page shows them. */
async function firstPage(query: string, language: 'en' | 'de') {
  await member.goto(`${app.url}${language === 'de' ? '/de' : ''}/search?q=${encodeURIComponent(query)}`)
  const titles = await member
    .getByRole('list', { name: language === 'de' ? 'Suchergebnisse' : 'Search results' })
    .getByRole('heading')
    .allInnerTexts()
  const corrected = await member
    .locator('[role="status"] a[href*="/search?q="]')
    .first()
    .innerText({ timeout: 1_000 })
    .catch(() => null)
  return { titles: titles.map((title) => title.trim()), corrected }
}

test(`the relevance set: ${RELEVANCE_SET.length} queries find their items among the first five`, async () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40)
  const misses: string[] = []
  for (const { query, finds, language = 'en', corrected, hides = [] } of RELEVANCE_SET) {
    const shown = await firstPage(query, language)
    const firstFive = shown.titles.slice(0, 5)
    const missing = finds.filter((title) => !firstFive.includes(title))
    const leaked = hides.filter((title) => shown.titles.includes(title))
    if (leaked.length > 0) misses.push(`"${query}": shows ${leaked.join(', ')}`)
    if (missing.length > 0) misses.push(`"${query}": missing ${missing.join(', ')}; first five: ${firstFive.join(' | ') || 'none'}`)
    if ((corrected ?? null) !== shown.corrected)
      misses.push(`"${query}": corrected to ${shown.corrected ?? 'nothing'}, expected ${corrected ?? 'nothing'}`)
  }
  expect(misses).toEqual([])
})

test('suggestions as one types: a combobox of completed words and items, by keyboard, in both languages', async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`${app.url}/search`)
  const field = visitor.getByRole('combobox', { name: 'Words to search for' })
  await field.pressSequentially('Netzseg', { delay: 30 })
  const list = visitor.getByRole('listbox', { name: 'Suggestions' })
  await expect(list.getByRole('option', { name: /Netzsegmentierung in der Prozessindustrie/ })).toBeVisible()
  await expect(list.getByRole('option', { name: 'netzsegmentierung', exact: true })).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  // The arrow keys move through the options (the field keeps the focus); Enter opens the chosen item.
  const options = await list.getByRole('option').allInnerTexts()
  const itemIndex = options.findIndex((text) => text.includes(NETZSEGMENTIERUNG))
  for (let step = 0; step <= itemIndex; step++) await field.press('ArrowDown')
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/)
  await field.press('Enter')
  await visitor.waitForURL(/\/documents\/\d+$/)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(NETZSEGMENTIERUNG)

  // The header's field on the German site: German titles, German names; Escape closes the list.
  await visitor.setViewportSize({ width: 1280, height: 800 })
  await visitor.goto(`${app.url}/de/events`)
  const header = visitor.locator('#site-header-search')
  await header.click()
  await header.pressSequentially('Stillst', { delay: 30 })
  const german = visitor.getByRole('listbox', { name: 'Vorschläge' })
  await expect(german.getByRole('option', { name: /Patch-Management ohne Stillstand/ }).first()).toBeVisible()
  await header.press('Escape')
  await expect(german).toBeHidden()
  await expect(header).toHaveAttribute('aria-expanded', 'false')
  await visitor.context().close()
})

test('the suggestions endpoint: private JSON for the site’s own pages, what this reader may find', async () => {
  const ask = (query: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    fetch(`${app.url}/api/search-suggestions?${query}`, { headers: { accept: 'application/json', ...headers } })
  const answer = await ask('q=Netzseg&lang=de')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('private, no-store')
  const { items } = (await answer.json()) as { items: { title: string; path: string }[] }
  expect(items.find((item) => item.title === 'Netzsegmentierung in der Prozessindustrie')?.path).toMatch(/^\/de\/documents\/\d+$/)
  // Another site's page cannot make a reader's browser ask (and spend the reader's limit).
  expect((await ask('q=Netzseg', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
})
