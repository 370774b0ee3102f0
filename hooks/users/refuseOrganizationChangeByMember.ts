import type { FieldHook } from 'payload'

import { AppError } from '@/lib/errors/appError'
import { errorText } from '@/lib/errors/errorText'
import { relationId } from '@/lib/ids/relationId'
import { hasAdminRole } from '@access/roles'

export const ORGANIZATION_CHANGE_REFUSED = errorText('organizationChangeRefused')

/**
 * The profile rules (spec 5): a member picks or creates their organization while they have none
 * (at profile completion, or on the profile's organization tab). Joining is open to every
 * organization and gives no right to edit it (access/organizationAccess.ts). Once they have one,
 * moving or leaving is an admin's change (the users table); a member's API write that tries is
 * refused with 403, not dropped. Sending the unchanged organization is no change.
 */
export const refuseOrganizationChangeByMember: FieldHook = ({ operation, overrideAccess, previousValue, req, value }) => {
  if (operation !== 'update' || overrideAccess || value === undefined || hasAdminRole(req.user)) return value
  const previous = relationId(previousValue as number | { id: number } | null | undefined)
  if (previous === null || previous === relationId(value as number | { id: number } | null)) return value
  throw new AppError('FORBIDDEN', ORGANIZATION_CHANGE_REFUSED)
}
