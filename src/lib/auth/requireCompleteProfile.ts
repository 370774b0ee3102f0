import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/lib/payload'

import { getCurrentUser, isProfileComplete } from './currentUser'
import { completeProfilePath } from './destinations'

/** Pages an incomplete member may still open: signing in and out, completing, resetting. */
const OPEN_TO_INCOMPLETE = ['/complete-profile', '/auth', '/reset-password', '/set-new-password']

/**
 * Spec 4: a signed-in member with an incomplete profile is sent to /complete-profile (with a
 * matching invitation) from every other page. Runs in the member site's layout.
 */
export async function requireCompleteProfile() {
  const user = await getCurrentUser()
  if (!user || isProfileComplete(user)) return
  const path = (await headers()).get('x-pathname') ?? '/'
  if (OPEN_TO_INCOMPLETE.some((open) => path === open || path.startsWith(`${open}/`))) return
  redirect(await completeProfilePath(await getPayloadClient(), user))
}
