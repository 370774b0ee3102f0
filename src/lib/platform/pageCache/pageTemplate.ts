import { nonceOf } from '@/lib/accounts/security/contentSecurityPolicy'

import type { CachedPage } from './visitorPageCache'
import {
  isStateKey,
  MEMBER_NAME_TOKEN,
  MEMBER_STATE_ELEMENT_ID,
  type MemberState,
  STATE_KEY_ATTRIBUTE,
  type StateKey,
} from '../memberState/memberState'

/**
 * A stored page cut once at the places every answer fills in its own way: the script nonce of
 * the render that filled it (no client ever sees that one), the member's first name (a token
 * on shared member pages), and the start of <body>, where a member's state goes. The islands
 * the page holds are listed too (their data-member-state keys), so the server asks for exactly
 * their state.
 */
type Slot = 'nonce' | 'memberName' | 'memberState'
export type PageTemplate = { pieces: Buffer[]; slots: Slot[]; stateKeys: StateKey[] }

const templates = new WeakMap<CachedPage, PageTemplate>()
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const STATE_KEYS = new RegExp(`${STATE_KEY_ATTRIBUTE}="([a-z-]+:\\d+)"`, 'g')

export const policyOf = (page: CachedPage) => page.headers.find(([name]) => name === 'content-security-policy')?.[1] ?? null

export function pageTemplate(page: CachedPage): PageTemplate {
  const known = templates.get(page)
  if (known) return known
  const html = page.body.toString('utf8')
  const fillNonce = nonceOf(policyOf(page))
  const marks = new RegExp(
    ['<body\\b[^>]*>', escapeRegExp(MEMBER_NAME_TOKEN), ...(fillNonce ? [escapeRegExp(fillNonce)] : [])].join('|'),
    'g',
  )
  const pieces: Buffer[] = []
  const slots: Slot[] = []
  let from = 0
  let bodyFound = false
  for (const match of html.matchAll(marks)) {
    const at = match.index
    if (match[0].startsWith('<body')) {
      if (bodyFound) continue
      bodyFound = true
      pieces.push(Buffer.from(html.slice(from, at + match[0].length)))
      slots.push('memberState')
      from = at + match[0].length
    } else {
      pieces.push(Buffer.from(html.slice(from, at)))
      slots.push(match[0] === MEMBER_NAME_TOKEN ? 'memberName' : 'nonce')
      from = at + match[0].length
    }
  }
  pieces.push(Buffer.from(html.slice(from)))
  const template = {
    pieces,
    slots,
    stateKeys: [...new Set([...html.matchAll(STATE_KEYS)].map((match) => match[1]!))].filter(isStateKey).sort(),
  }
  templates.set(page, template)
  return template
}

/** What this answer writes into the slots; without a member, their places stay as rendered. */
export type SlotValues = { nonce: string; member?: { firstName: string; state: MemberState } }

/**
 * The answer's bytes as a list: the stored pieces themselves with this answer's values between
 * them, written out as they are (no copy of the page per answer).
 */
export function renderPage(template: PageTemplate, values: SlotValues): Buffer[] {
  const name = values.member ? Buffer.from(escapeHtml(values.member.firstName)) : Buffer.from(MEMBER_NAME_TOKEN)
  const state = values.member ? Buffer.from(stateScript(values.member.state)) : Buffer.alloc(0)
  const nonce = Buffer.from(values.nonce)
  const parts: Buffer[] = []
  template.pieces.forEach((piece, index) => {
    parts.push(piece)
    const slot = template.slots[index]
    if (slot) parts.push(slot === 'nonce' ? nonce : slot === 'memberName' ? name : state)
  })
  return parts
}

/**
 * Safe in HTML text and attribute values, and inert inside a script's string (backslashes and
 * line separators are entities too), wherever a content author may have typed the token.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"'\\\u0000-\u001f\u2028\u2029]/g, (char) => `&#${char.charCodeAt(0)};`)

/** Not a script the browser runs (no nonce needed); `<` escaped so no text ends the element. */
const stateScript = (state: MemberState) =>
  `<script type="application/json" id="${MEMBER_STATE_ELEMENT_ID}">${JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`
