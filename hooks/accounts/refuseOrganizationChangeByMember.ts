import type { FieldHook } from 'payload'

import { ORGANIZATION_CHANGE_REFUSED } from '@/lib/accounts/users/organizationChangeRefused'
import { AppError } from '@/lib/shared/errors/appError'
import { relationId } from '@/lib/shared/ids/relationId'
import { hasAdminRole } from '@access/roles'

/**
 * Membership is proven, never claimed (issue 43, item 1): `users.organization` carries every
 * right that comes from an organization, so a request may change it only as an admin. The
 * server writes it where a proof holds (a verified domain, an organization admin's invitation,
 * an approved membership request, a new organization's creator) with elevated rights. A member's
 * API write that tries, from no organization too, is refused with 403, not dropped; sending the
 * unchanged value is no change. What a member says they work for is `affiliation`.
 */
export const refuseOrganizationChangeByMember: FieldHook = ({ operation, overrideAccess, previousValue, req, value }) => {
  if (overrideAccess || value === undefined || hasAdminRole(req.user)) return value
  const next = relationId(value as number | { id: number } | null)
  const previous = operation === 'update' ? relationId(previousValue as number | { id: number } | null | undefined) : null
  if (previous === next) return value
  throw new AppError('FORBIDDEN', ORGANIZATION_CHANGE_REFUSED)
}
