import 'server-only'

import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import type { User } from '@/payload-types'
import { hasAdminRole, holdsAdminRole } from '@access/roles'

import { adminReturnPath } from './adminPaths'
import { CONFIRM_PATH } from './confirmPath'

/**
 * Spec 6: only admins and super admins enter the admin panel, from a session that passed the
 * second step (issue 23, item 5; else /auth/confirm). Everyone else is sent to /auth,
 * on the server before anything renders, carrying the admin path to return to after an admin
 * signs in. Payload's own `access.admin` still guards its API and screens behind this.
 */
export async function requireAdminPanelUser(pathname: string): Promise<User> {
  const user = await getCurrentUser()
  if (hasAdminRole(user)) return user!
  // An admin whose session has not passed the second step confirms it (or sets one up) first.
  if (holdsAdminRole(user)) redirectInSite(`${CONFIRM_PATH}?from=${encodeURIComponent(adminReturnPath(pathname))}`)
  redirectInSite(`/auth?from=${encodeURIComponent(adminReturnPath(pathname))}`)
}
