import type { Access, Where } from 'payload'

import { administeredOrganization } from './organizationAdmin'
import { hasAdminRole } from '../roles'

/**
 * Who reads membership requests (issue 43, item 1): admins all of them; a member their own; an
 * organization admin those to their organization. Nobody else learns who asked to join.
 */
export const canReadMembershipRequest: Access = ({ req }): boolean | Where => {
  const user = req.user
  if (!user) return false
  if (hasAdminRole(user)) return true
  const administered = administeredOrganization(user)
  return administered ? { or: [{ user: { equals: user.id } }, { organization: { equals: administered } }] } : { user: { equals: user.id } }
}
