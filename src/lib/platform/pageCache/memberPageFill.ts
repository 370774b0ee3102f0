import { randomBytes, timingSafeEqual } from 'node:crypto'

import { hasAdminRole } from '@access/roles'

/**
 * Shared member pages (./serveMemberPage.ts) are rendered by a request of the server to itself
 * that asks for a page "as this viewer, with nobody's state" (docs/decisions.md, "Sharing
 * groups"). Only this server may ask that: the request carries a secret made when the server
 * starts, which no client ever sees. Without the secret (`next dev`, tests of the Next.js app
 * alone) there are no shared member pages and every member page is rendered for its member.
 */
export type Clearance = 'member' | 'admin'

/**
 * Who a kept member page is rendered for:
 * - a sharing group: every member of a clearance, or of a clearance and one organization when
 *   that organization's members read restricted material (TLP:AMBER), rendered for a member of
 *   no name and no rows (./sharedMember.ts);
 * - one person: a member who reads more than their group (an item naming them, TLP:RED) or on
 *   a page only they act on (their own project), rendered for them as Next.js would and kept for
 *   them alone, until a write of theirs (./visitorPageCache.ts, member changes).
 */
export type PageViewer = { kind: 'group'; clearance: Clearance; organization: number | null } | { kind: 'person'; member: number }

export const MEMBER_FILL_HEADER = 'x-member-page-fill'
const SECRET_VARIABLE = 'MEMBER_PAGE_FILL_SECRET'

/** Called once by the production server before Next.js starts (the same process reads it). */
export function enableMemberPages() {
  process.env[SECRET_VARIABLE] ||= randomBytes(32).toString('base64url')
}

export const memberPagesEnabled = () => Boolean(process.env[SECRET_VARIABLE])

/** The clearance a member's page is shared at: what admins see differs (admin links, every label). */
export const clearanceOf = (user: { role?: string | null }): Clearance => (hasAdminRole(user) ? 'admin' : 'member')

/** The viewer as one word: `member`, `admin`, `member@12` (a group with its organization), `person:34`. */
export function viewerName(viewer: PageViewer): string {
  if (viewer.kind === 'person') return `person:${viewer.member}`
  return viewer.organization === null ? viewer.clearance : `${viewer.clearance}@${viewer.organization}`
}

const ID = '[1-9]\\d{0,9}'
const VIEWER_NAME = new RegExp(`^(?:(member|admin)(?:@(${ID}))?|person:(${ID}))$`)

/** The viewer a name stands for, or null when it names none. */
export function viewerOfName(name: string): PageViewer | null {
  const match = VIEWER_NAME.exec(name)
  if (!match) return null
  if (match[3]) return { kind: 'person', member: Number(match[3]) }
  return { kind: 'group', clearance: match[1] as Clearance, organization: match[2] ? Number(match[2]) : null }
}

export const memberFillHeaderValue = (viewer: PageViewer) => `${viewerName(viewer)} ${process.env[SECRET_VARIABLE]}`

/** The viewer a fill request asks for, or null when it is not this server's own fill. */
export function memberFillViewer(value: string | null | undefined): PageViewer | null {
  const secret = process.env[SECRET_VARIABLE]
  if (!secret || !value) return null
  const [name = '', given = ''] = value.split(' ')
  const expected = Buffer.from(secret)
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return viewerOfName(name)
}
