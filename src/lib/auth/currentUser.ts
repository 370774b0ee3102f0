import { headers } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

/** The signed-in member for this request (Payload's session cookie), or null. Once per request. */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return (user as User | null) ?? null
})

/** Spec 4: a profile is incomplete while the first name or the organization is missing. */
export const isProfileComplete = (user: Pick<User, 'firstName' | 'organization'>) =>
  Boolean(user.firstName?.trim() && user.organization)
