import type { Access, Where } from 'payload'

import { relationId } from '../src/lib/ids/relationId'
import { hasAdminRole } from './roles'

/** Visitors see member organizations only; vendors are listed to signed-in people. */
export const canReadOrganization: Access = ({ req }) => {
  if (req.user) return true
  return { type: { not_equals: 'vendor' } }
}

/**
 * Members edit only their own organization, and only while an admin allows it
 * (`userEditable`); admins edit every organization.
 */
export const canUpdateOrganization: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  if (hasAdminRole(user)) return true
  const organizationId = relationId(user.organization)
  if (!organizationId) return false
  const ownEditableOrganization: Where = {
    and: [{ id: { equals: organizationId } }, { userEditable: { equals: true } }],
  }
  return ownEditableOrganization
}
