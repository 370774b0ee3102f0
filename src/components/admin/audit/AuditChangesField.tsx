'use client'

import { useField } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'

import type { AuditChange } from '@/lib/audit/auditEntry'

import './audit.scss'

const baseClass = 'audit-changes'

/** An entry's changed fields on its page: each field from → to; a secret says only that it changed. */
export function AuditChangesField({ path }: JSONFieldClientProps) {
  const { value } = useField<AuditChange[] | null>({ path: path ?? 'changes' })
  const changes = Array.isArray(value) ? value : []
  return (
    <div className={`field-type ${baseClass}`}>
      <h2 className={`${baseClass}__title`}>Changes</h2>
      {changes.length === 0 ? (
        <p className={`${baseClass}__none`}>No field changes recorded for this entry.</p>
      ) : (
        <table className={`${baseClass}__table`}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.label}</th>
                {change.changed ? (
                  <td colSpan={2} data-label="Change">
                    <em>changed (not recorded)</em>
                  </td>
                ) : (
                  <>
                    <td data-label="Before" className={`${baseClass}__before`}>
                      {change.from ?? '—'}
                    </td>
                    <td data-label="After" className={`${baseClass}__after`}>
                      {change.to ?? '—'}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
