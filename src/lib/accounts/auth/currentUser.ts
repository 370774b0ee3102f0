import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/infrastructure/payload'
import { memberFillClearance, MEMBER_FILL_HEADER } from '@/lib/platform/pageCache/memberPageFill'
import { sharedMember } from '@/lib/platform/pageCache/sharedMember'
import type { User } from '@/payload-types'

import { sessionUser } from './sessionUser'

/**
 * The signed-in member for this request (Payload's session cookie), or null. Once per request.
 * The server's own render of a shared member page gets the shared member (no session, no rows).
 */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const requestHeaders = await headers()
  const sharedClearance = memberFillClearance(requestHeaders.get(MEMBER_FILL_HEADER))
  if (sharedClearance) return sharedMember(sharedClearance)
  return sessionUser(await getPayloadClient(), new Headers(requestHeaders))
})
