import 'server-only'

import { redirect } from 'next/navigation'

import { getCurrentUser } from '@/lib/auth/currentUser'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { adminReturnPath } from './adminPaths'

/**
 * Spec 6: only admins and super admins enter the admin panel. Everyone else is sent to /auth,
 * on the server before anything renders, carrying the admin path to return to after an admin
 * signs in. Payload's own `access.admin` still guards its API and screens behind this.
 */
export async function requireAdminPanelUser(pathname: string): Promise<User> {
  const user = await getCurrentUser()
  if (hasAdminRole(user)) return user!
  redirect(`/auth?from=${encodeURIComponent(adminReturnPath(pathname))}`)
}
