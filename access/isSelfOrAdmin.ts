import type { Access, Where } from 'payload'

import { hasAdminRole, hasSuperAdminRole } from './roles'

/** A user's own account; admins and super admins see every account. */
export const isSelfOrAdmin: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  if (hasAdminRole(user)) return true
  return { id: { equals: user.id } }
}

/**
 * Changing an account: one's own, or as an admin any account but a super admin's (so an
 * admin cannot take over a super admin by changing e-mail or password); super admins all.
 */
export const canUpdateAccount: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  if (hasSuperAdminRole(user)) return true
  if (hasAdminRole(user)) {
    const ownOrBelowSuperAdmin: Where = {
      or: [{ id: { equals: user.id } }, { role: { not_equals: 'super_admin' } }],
    }
    return ownOrBelowSuperAdmin
  }
  return { id: { equals: user.id } }
}

/** Deleting accounts is the admins' job; the same super-admin protection applies. */
export const canDeleteAccount: Access = ({ req }) => {
  const user = req.user
  if (hasSuperAdminRole(user)) return true
  if (hasAdminRole(user)) return { role: { not_equals: 'super_admin' } }
  return false
}
