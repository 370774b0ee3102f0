import 'server-only'

import { headers } from 'next/headers'
import type { Payload } from 'payload'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/infrastructure/payload'
import { memberFillViewer, MEMBER_FILL_HEADER, type PageViewer } from '@/lib/platform/pageCache/memberPageFill'
import { sharedMember } from '@/lib/platform/pageCache/sharedMember'
import type { User } from '@/payload-types'

import { sessionUser } from './sessionUser'

/**
 * The viewer of the server's own render of a kept member page: a sharing group's shared member
 * (no session, no rows), or the one person the page is kept for, read as their session would
 * carry them (depth 0).
 */
async function fillViewer(payload: Payload, viewer: PageViewer): Promise<User | null> {
  if (viewer.kind === 'group') return sharedMember(viewer.clearance, viewer.organization)
  const user = await payload.findByID({ collection: 'users', id: viewer.member, depth: 0, disableErrors: true })
  return user ? { ...user, collection: 'users' } : null
}

/** The signed-in member for this request (Payload's session cookie), or null. Once per request. */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const requestHeaders = await headers()
  const payload = await getPayloadClient()
  const viewer = memberFillViewer(requestHeaders.get(MEMBER_FILL_HEADER))
  if (viewer) return fillViewer(payload, viewer)
  return sessionUser(payload, new Headers(requestHeaders))
})
