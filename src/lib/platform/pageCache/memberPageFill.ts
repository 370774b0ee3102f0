import { randomBytes, timingSafeEqual } from 'node:crypto'

import { hasAdminRole } from '@access/roles'

/**
 * Shared member pages (./serveMemberPage.ts) are rendered by a request of the server to itself
 * that asks for a page "as a member of this clearance, with nobody's state". Only this server
 * may ask that: the request carries a secret made when the server starts, which no client
 * ever sees. Without the secret (`next dev`, tests of the Next.js app alone) there are no
 * shared member pages and every member page is rendered for its member.
 */
export type Clearance = 'member' | 'admin'
export const MEMBER_FILL_HEADER = 'x-member-page-fill'
const SECRET_VARIABLE = 'MEMBER_PAGE_FILL_SECRET'

/** Called once by the production server before Next.js starts (the same process reads it). */
export function enableMemberPages() {
  process.env[SECRET_VARIABLE] ||= randomBytes(32).toString('base64url')
}

export const memberPagesEnabled = () => Boolean(process.env[SECRET_VARIABLE])

/** The clearance a member's page is shared at: what admins see differs (admin links), nothing else yet. */
export const clearanceOf = (user: { role?: string | null }): Clearance => (hasAdminRole(user) ? 'admin' : 'member')

export const memberFillHeaderValue = (clearance: Clearance) => `${clearance} ${process.env[SECRET_VARIABLE]}`

/** The clearance a fill request asks for, or null when it is not this server's own fill. */
export function memberFillClearance(value: string | null | undefined): Clearance | null {
  const secret = process.env[SECRET_VARIABLE]
  if (!secret || !value) return null
  const [clearance, given = ''] = value.split(' ')
  if (clearance !== 'member' && clearance !== 'admin') return null
  const expected = Buffer.from(secret)
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? clearance : null
}
