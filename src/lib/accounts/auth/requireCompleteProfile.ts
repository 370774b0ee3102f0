import 'server-only'

import { requestLanguage } from '@/i18n/requestLanguage'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import type { User } from '@/payload-types'

import { getCurrentUser } from './currentUser'
import { completeProfilePath } from './destinations'
import { isProfileComplete } from './sessionUser'

/**
 * Spec 4: a signed-in member with an incomplete profile is sent to /complete-profile (with a
 * matching invitation). Every member-site page calls it first (pages render on every
 * navigation, layouts do not); /auth, /complete-profile and the password pages do not.
 * Returns the signed-in member, or null for a visitor.
 */
export async function requireCompleteProfile(): Promise<User | null> {
  const user = await getCurrentUser()
  if (user && !isProfileComplete(user))
    redirectInSite(await completeProfilePath(await getPayloadClient(), user), { language: await requestLanguage() })
  return user
}
