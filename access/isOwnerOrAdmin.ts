import type { Access } from 'payload'

import { hasAdminRole } from './roles'

/**
 * Rows a member owns through a `user` relationship (saved dates, interests, downloads,
 * applications, responses): admins see all, members only their own, visitors none.
 */
export const isOwnerOrAdmin =
  (ownerField = 'user'): Access =>
  ({ req }) => {
    if (!req.user) return false
    if (hasAdminRole(req.user)) return true
    return { [ownerField]: { equals: req.user.id } }
  }
