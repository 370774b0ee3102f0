import type { Access } from 'payload'

import { hasSuperAdminRole } from './roles'

/** A member's own row, or any as a super admin: removing a passkey (a lost device, a reset). */
export const isOwnerOrSuperAdmin =
  (ownerField = 'user'): Access =>
  ({ req }) => {
    if (!req.user) return false
    if (hasSuperAdminRole(req.user)) return true
    return { [ownerField]: { equals: req.user.id } }
  }
