import type { CollectionConfig } from 'payload'

import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_LOG } from '@/lib/admin/audit/auditEntry'
import { internalRecord } from '@/lib/admin/menuGroups'
import { optionsOf } from '@/lib/shared/enums'
import { isSuperAdmin } from '@access/isSuperAdmin'
import { nobody } from '@access/nobody'
import { ROLES } from '@access/roles'

const AUDIT = '/src/components/admin/audit'

/**
 * The audit trail: every admin's write (who, what, when, which fields from what to what), every
 * sign-in to the admin, every export and retried e-mail, one row each, written only by the
 * server (src/lib/admin/audit/recordAuditEvent.ts) in the transaction of what it records. Super admins
 * read it; nobody creates, edits or deletes it through any API, and the table's trigger refuses
 * updates and deletes besides the retention prune (src/lib/admin/audit/pruneAuditTrail.ts). The actor
 * is kept as id, e-mail and role, not as a relationship, so the entry outlives the account.
 */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_LOG,
  labels: { singular: 'Audit entry', plural: 'Audit trail' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actorEmail', 'action', 'what', 'summary'],
    listSearchableFields: ['actorEmail', 'title', 'summary'],
    ...internalRecord,
    description:
      'Admins’ writes, sign-ins to the admin, exports and retried e-mails, newest first, kept for AUDIT_RETENTION_DAYS days (365 unless set). Nobody can change or delete an entry.',
    pagination: { defaultLimit: 50 },
  },
  defaultSort: '-createdAt',
  // Nobody edits an entry, so nobody needs to hold it.
  lockDocuments: false,
  access: { read: isSuperAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Payload's own timestamp, named for the trail (Payload keeps a createdAt the collection declares).
    {
      name: 'createdAt',
      label: 'When',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } },
    },
    { name: 'actorEmail', label: 'Who', type: 'text', index: true },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({ label: AUDIT_ACTION_LABELS[value], value })),
    },
    {
      name: 'what',
      label: 'What',
      type: 'ui',
      admin: { components: { Cell: `${AUDIT}/AuditWhatCell#AuditWhatCell`, Field: false } },
    },
    { name: 'summary', type: 'text' },
    {
      name: 'changes',
      label: 'Changes',
      type: 'json',
      admin: { components: { Field: `${AUDIT}/AuditChangesField#AuditChangesField` }, disableListColumn: true, disableListFilter: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'target', label: 'Collection', type: 'text', index: true, admin: { description: 'The collection or global (its slug).' } },
        { name: 'documentId', label: 'Document id', type: 'text' },
        { name: 'title', label: 'Title', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'actorId', label: 'Account id', type: 'number', index: true },
        { name: 'actorRole', label: 'Role', type: 'select', options: optionsOf(ROLES) },
      ],
    },
    {
      name: 'details',
      label: 'Details',
      type: 'json',
      // Exports and sign-ins say more here (format, filter, rows; the sign-in's method); writes have none.
      admin: { disableListColumn: true, disableListFilter: true, condition: (data) => Boolean(data?.details) },
    },
  ],
}
