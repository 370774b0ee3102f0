import type { CollectionBeforeChangeHook } from 'payload'

import { DOMAIN_STATUSES } from '@/lib/organizations/organizationDomains/domainRules'
import { hasAdminRole } from '@access/roles'

/**
 * An admin's word verifies a domain: one an admin adds is verified at once, and setting a
 * request's status to Verified approves it; both record who and when. Taking the status back
 * clears the approval (members who joined stay: moving them is the users table's).
 */
export const approveOrganizationDomain: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const byAdmin = hasAdminRole(req.user)
  // (A status of another kind is left for the field's validation, which runs after this hook, to refuse.)
  const knownStatus = data.status === undefined || (DOMAIN_STATUSES as readonly unknown[]).includes(data.status)
  if (operation === 'create' && byAdmin && knownStatus) data.status = 'verified'
  const wasVerified = operation === 'update' && originalDoc?.status === 'verified'
  if (data.status === 'verified' && !wasVerified) {
    // The admin who approves; the server (a seed, an import) may name one.
    data.approvedBy = byAdmin ? req.user!.id : (data.approvedBy ?? null)
    data.approvedAt = new Date().toISOString()
  } else if (data.status && data.status !== 'verified' && wasVerified) {
    data.approvedBy = null
    data.approvedAt = null
  }
  return data
}
