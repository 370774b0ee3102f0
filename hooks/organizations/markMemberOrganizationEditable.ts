import type { CollectionBeforeChangeHook } from 'payload'

import { hasAdminRole } from '@access/roles'

/** A company a member creates from their profile stays editable by its members (spec 5). */
export const markMemberOrganizationEditable: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user && !hasAdminRole(req.user)) {
    return { ...data, userEditable: true }
  }
  return data
}
