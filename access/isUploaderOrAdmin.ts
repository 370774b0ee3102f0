import type { Access } from 'payload'

import { hasAdminRole } from './roles'

/** Media a member uploaded (an organization logo) stays editable by that member. */
export const isUploaderOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (hasAdminRole(req.user)) return true
  return { uploadedBy: { equals: req.user.id } }
}
