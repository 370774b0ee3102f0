import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'

/**
 * An organization admin's role belongs to their organization: moving to another one (or leaving,
 * or being removed by its admin) ends it, unless the same write makes them admin (of the new one).
 */
export const dropOrganizationAdminOnMove: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !('organization' in data)) return data
  const before = relationId(originalDoc?.organization)
  const after = relationId(data.organization)
  const grantedNow = data.organizationAdmin === true && originalDoc?.organizationAdmin !== true
  if (before === after || (grantedNow && after !== null)) return data
  return { ...data, organizationAdmin: false }
}
