/**
 * The cut of a stored page (src/lib/platform/pageCache/pageTemplate.ts): what every answer fills in its
 * own way, and nothing of a member left where the next answer could carry it.
 */
import { describe, expect, it } from 'vitest'

import { MEMBER_NAME_TOKEN, type MemberState } from '../../src/lib/platform/memberState/memberState'
import { parseStateKeys } from '../../src/lib/platform/memberState/memberState'
import { pageTemplate, renderPage } from '../../src/lib/platform/pageCache/pageTemplate'
import type { CachedPage } from '../../src/lib/platform/pageCache/visitorPageCache'

const FILL_NONCE = 'fillNonce123456789012345'
const page = (html: string): CachedPage => ({
  body: Buffer.from(html),
  status: 200,
  headers: [['content-security-policy', `script-src 'self' 'nonce-${FILL_NONCE}'`]],
  storedAt: Date.now(),
})
const shared = page(
  `<html><head><script nonce="${FILL_NONCE}">a</script></head><body class="x"><button>${MEMBER_NAME_TOKEN}</button>` +
    `<div aria-label="${MEMBER_NAME_TOKEN}"></div><button data-member-state="saved-event:7">s</button><div data-member-state="agenda:7"></div>` +
    `<button data-member-state="saved-event:3">s</button><script nonce="${FILL_NONCE}">b</script></body></html>`,
)
const state = (firstName: string): MemberState => ({
  firstName,
  savedEvents: [7],
  agendaItems: [],
  applications: [],
  unreadNotifications: 0,
})

describe('page template', () => {
  it("lists the islands' state keys once each, sorted", () => {
    expect(pageTemplate(shared).stateKeys).toEqual(['agenda:7', 'saved-event:3', 'saved-event:7'])
  })

  it("writes the answer's nonce everywhere the fill's was, and the fill's nowhere", () => {
    const html = Buffer.concat(renderPage(pageTemplate(shared), { nonce: 'fresh' })).toString()
    expect(html).not.toContain(FILL_NONCE)
    expect(html.match(/nonce="fresh"/g)).toHaveLength(2)
  })

  it("writes a member's name and state, and a visitor's answer has neither", () => {
    const template = pageTemplate(shared)
    const maria = Buffer.concat(renderPage(template, { nonce: 'n', member: { firstName: 'Maria', state: state('Maria') } })).toString()
    expect(maria).toContain('<button>Maria</button>')
    expect(maria).toContain('aria-label="Maria"')
    expect(maria).toContain('<body class="x"><script type="application/json" id="member-state">{"firstName":"Maria","savedEvents":[7]')
    const jonas = Buffer.concat(renderPage(template, { nonce: 'n', member: { firstName: 'Jonas', state: state('Jonas') } })).toString()
    expect(jonas).not.toContain('Maria')
    const visitor = Buffer.concat(renderPage(template, { nonce: 'n' })).toString()
    expect(visitor).not.toContain('member-state"')
    expect(visitor).not.toContain('Maria')
  })

  it('escapes the name for HTML text, attributes and script strings, and the state so no text ends its script', () => {
    const name = `"><script>alert(1)</script>\\'&\u2028`
    const html = Buffer.concat(
      renderPage(pageTemplate(shared), {
        nonce: 'n',
        member: {
          firstName: name,
          state: {
            ...state(name),
            applications: [
              { project: 1, status: 'pending', appliedAt: '2026-01-01T00:00:00.000Z', message: '</script><script>alert(2)</script>' },
            ],
          },
        },
      }),
    ).toString()
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#92;&#39;&#38;&#8232;')
    const json = /<script type="application\/json" id="member-state">(.*?)<\/script>/.exec(html)![1]!
    expect(JSON.parse(json).applications[0].message).toBe('</script><script>alert(2)</script>')
  })
})

describe('state keys', () => {
  it('accepts known kinds with row ids, and refuses anything else or too many', () => {
    expect(parseStateKeys('saved-event:1,agenda:2,application:3,saved-event:1')).toEqual(['saved-event:1', 'agenda:2', 'application:3'])
    expect(parseStateKeys('')).toEqual([])
    for (const bad of ['saved-event:0', 'saved-event:-1', 'users:1', 'agenda:1 ', 'agenda:01', 'agenda:1,', "agenda:1'"]) {
      expect(parseStateKeys(bad), bad).toBeNull()
    }
    expect(parseStateKeys(Array.from({ length: 201 }, (_, index) => `agenda:${index + 1}`).join(','))).toBeNull()
  })
})
