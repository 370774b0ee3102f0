import type { FieldAccess, FieldHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { relationId } from '@/lib/shared/ids/relationId'
import { isOrganizationAdminOf } from '@access/organizations/organizationAdmin'
import { hasAdminRole } from '@access/roles'
import { ADMIN_INVITATION_FIELDS_REFUSED } from '@collections/Invitations/invitationTexts'

const suggested = (value: unknown) => relationId(value as number | { id: number } | null | undefined)

/**
 * Who suggests an organization in an invitation (it places the invitee there): admins any, and
 * an organization admin their own one when inviting a colleague (issue 23, item 6).
 */
export const canSuggestOrganization: FieldAccess = ({ req, data }) =>
  hasAdminRole(req.user) || isOrganizationAdminOf(req.user, suggested(data?.suggestedOrganization))

/** Anyone else's value refuses the whole write with 403, rather than being dropped with a 201. */
export const refuseSuggestedOrganization: FieldHook = ({ operation, overrideAccess, previousValue, req, value }) => {
  if (overrideAccess || hasAdminRole(req.user)) return value
  const organization = suggested(value)
  if (operation === 'create' && (organization === null || isOrganizationAdminOf(req.user, organization))) return value
  if (operation === 'update' && organization === suggested(previousValue)) return value
  throw new AppError('FORBIDDEN', ADMIN_INVITATION_FIELDS_REFUSED)
}
