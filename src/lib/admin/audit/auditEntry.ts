/** What an audit entry records: an admin's write, a sign-in to the admin, an export, a retried e-mail. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'sign-in', 'export', 'retry'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  export: 'Exported',
  retry: 'Retried',
}

/**
 * One changed field: its label and its value before and after, readable (an option's label, a
 * related row's id, rich text as words) and cut to MAX_VALUE_LENGTH. A secret (password, hash,
 * salt, token, key) is never stored: `changed` only.
 */
export type AuditChange = { field: string; label: string; from?: string | null; to?: string | null; changed?: true }

/** The longest value an entry keeps of a field: enough to recognise it, never a whole document. */
export const MAX_VALUE_LENGTH = 300
/** At most this many fields per entry (a deleted row's fields included). */
export const MAX_CHANGES = 60

/** The audit trail's collection. */
export const AUDIT_LOG = 'audit-log'
