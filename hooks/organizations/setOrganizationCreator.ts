import type { CollectionBeforeChangeHook } from 'payload'

import { hasAdminRole } from '@access/roles'

/**
 * The member who creates an organization is recorded as its creator (the audit of who made it; the
 * right to edit it comes from being its first organization admin: access/organizations/organizationAccess.ts);
 * an admin's or the server's organization has the creator they name, or none.
 */
export const setOrganizationCreator: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user && !hasAdminRole(req.user)) return { ...data, createdBy: req.user.id }
  return data
}
