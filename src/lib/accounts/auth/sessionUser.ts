import { executeAuthStrategies, type Payload } from 'payload'

import type { User } from '@/payload-types'

/**
 * The member whose session these request headers carry, or null: Payload's own strategies
 * (session cookie, JWT), without payload.auth()'s permission map of every collection and field,
 * which no member page reads and which was most of its cost. Used by Next.js renders
 * (./currentUser.ts) and by the server in front of Next.js (shared member pages).
 */
export async function sessionUser(payload: Payload, headers: Headers): Promise<User | null> {
  // A top-level navigation from another site (a link in an e-mail, the return from Google)
  // carries the SameSite=Lax session cookie but `Sec-Fetch-Site: cross-site`, which Payload's
  // cookie check refuses, so the member would look signed out on that page. Such reads have
  // no Origin header; writes always do (browsers send it on every POST and Next.js checks it
  // for server actions), so only Origin-less requests are treated as same-site here.
  if (!headers.get('origin') && headers.get('sec-fetch-site') === 'cross-site') {
    headers = new Headers(headers)
    headers.set('sec-fetch-site', 'same-site')
  }
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
  return (user as User | null) ?? null
}

/**
 * Spec 4: a profile is incomplete while the first name or the organization is missing: the one
 * the member is a member of, or, while a membership request waits, the one they say they work
 * for (issue 43, item 1).
 */
export const isProfileComplete = (user: Pick<User, 'firstName' | 'organization' | 'affiliation'>) =>
  Boolean(user.firstName?.trim() && (user.organization || user.affiliation))
