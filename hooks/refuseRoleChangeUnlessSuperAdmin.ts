import type { FieldHook } from 'payload'
import { Forbidden } from 'payload'

import { hasSuperAdminRole } from '../access/roles'

export const ROLE_CHANGE_REFUSED = "Only a super admin can change a user's role."

/**
 * Payload's Forbidden (403) with a message that says why. It keeps the name `Forbidden` so
 * Payload logs the refusal at info level, like any other access refusal, not as a server error.
 */
class RoleChangeForbidden extends Forbidden {
  constructor() {
    super()
    this.name = 'Forbidden'
    this.message = ROLE_CHANGE_REFUSED
  }
}

/**
 * The `role` field's update access silently drops a role sent by anyone but a super admin
 * and the request still succeeds, so an admin would believe the change was made. This
 * field hook runs before that access check and refuses the whole update with 403 instead.
 * Sending the unchanged role (the admin form always does) is not a change and passes.
 */
export const refuseRoleChangeUnlessSuperAdmin: FieldHook = ({
  operation,
  overrideAccess,
  previousValue,
  req,
  siblingData,
  value,
}) => {
  if (operation !== 'update' || overrideAccess) return value
  const requested = (siblingData as { role?: unknown }).role
  if (requested === undefined || requested === previousValue) return value
  if (hasSuperAdminRole(req.user)) return value
  throw new RoleChangeForbidden()
}
