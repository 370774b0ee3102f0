import 'server-only'

import { headers } from 'next/headers'
import { executeAuthStrategies } from 'payload'
import { cache } from 'react'

import { memberFillClearance, MEMBER_FILL_HEADER } from '@/lib/pageCache/memberPageFill'
import { sharedMember } from '@/lib/pageCache/sharedMember'
import { getPayloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

/**
 * The signed-in member for this request (Payload's session cookie), or null. Once per request.
 * The server's own render of a shared member page gets the shared member (no session, no rows).
 */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const requestHeaders = new Headers(await headers())
  const sharedClearance = memberFillClearance(requestHeaders.get(MEMBER_FILL_HEADER))
  if (sharedClearance) return sharedMember(sharedClearance)
  const payload = await getPayloadClient()
  // A top-level navigation from another site (a link in an e-mail, the return from Google)
  // carries the SameSite=Lax session cookie but `Sec-Fetch-Site: cross-site`, which Payload's
  // cookie check refuses, so the member would look signed out on that page. Such reads have
  // no Origin header; writes always do (browsers send it on every POST and Next.js checks it
  // for server actions), so only Origin-less requests are treated as same-site here.
  if (!requestHeaders.get('origin') && requestHeaders.get('sec-fetch-site') === 'cross-site') {
    requestHeaders.set('sec-fetch-site', 'same-site')
  }
  // Payload's own strategies (session cookie, JWT), without payload.auth()'s permission map of
  // every collection and field, which no member page reads and which was most of its cost.
  const { user } = await executeAuthStrategies({ headers: requestHeaders, payload, canSetHeaders: false })
  return (user as User | null) ?? null
})

/** Spec 4: a profile is incomplete while the first name or the organization is missing. */
export const isProfileComplete = (user: Pick<User, 'firstName' | 'organization'>) => Boolean(user.firstName?.trim() && user.organization)
