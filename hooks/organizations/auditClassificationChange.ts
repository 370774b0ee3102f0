import type { CollectionAfterChangeHook } from 'payload'

import { recordAuditEvent } from '@/lib/admin/audit/recordAuditEvent'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

const CLASSIFICATION = [
  { field: 'type', label: 'Organization Type' },
  { field: 'sector', label: 'Sector' },
] as const

/**
 * An organization admin's change of the sector or type (issue 43, item 6) goes into the audit
 * trail, as admins' writes do already (hooks/admin/recordAdminWrites.ts records those).
 */
export const auditClassificationChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const user = req.user as User | null | undefined
  if (operation !== 'update' || !user || user.collection !== 'users' || hasAdminRole(user)) return doc
  const changes = CLASSIFICATION.filter(({ field }) => (doc[field] ?? null) !== (previousDoc?.[field] ?? null)).map(({ field, label }) => ({
    field,
    label,
    from: previousDoc?.[field] ?? null,
    to: doc[field] ?? null,
  }))
  if (!changes.length) return doc
  await recordAuditEvent(
    { payload: req.payload, user, req },
    {
      action: 'update',
      target: 'organizations',
      documentId: doc.id,
      title: doc.name,
      changes,
      summary: `Changed the ${changes.map(({ label }) => label.toLowerCase()).join(' and ')} of organization ${doc.id} as its organization admin`,
    },
  )
  return doc
}
