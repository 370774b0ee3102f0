import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'
import { isOrganizationAdminOf } from '@access/organizations/organizationAdmin'
import { hasAdminRole } from '@access/roles'

/** Managing an organization's people and domains: its organization admins, and admins. Anyone else gets 403. */
export function requireOrganizationAdmin(user: User | null | undefined, organizationId: number): asserts user is User {
  if (!user) throw new AppError('NOT_SIGNED_IN', errorText('signInFirst'))
  if (!hasAdminRole(user) && !isOrganizationAdminOf(user, organizationId)) {
    throw new AppError('FORBIDDEN', errorText('organizationAdminsOnly'))
  }
}
