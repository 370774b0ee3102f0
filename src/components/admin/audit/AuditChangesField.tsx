'use client'

import { useField } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import type { AuditChange } from '@/lib/admin/audit/auditEntry'

import './audit.scss'

const baseClass = 'audit-changes'

/** An entry's changed fields on its page: each field from → to; a secret says only that it changed. */
export function AuditChangesField({ path }: JSONFieldClientProps) {
  const { t } = useAdminTranslation()
  const { value } = useField<AuditChange[] | null>({ path: path ?? 'changes' })
  const changes = Array.isArray(value) ? value : []
  return (
    <div className={`field-type ${baseClass}`}>
      <h2 className={`${baseClass}__title`}>{t('custom:audit:changes')}</h2>
      {changes.length === 0 ? (
        <p className={`${baseClass}__none`}>{t('custom:audit:noChanges')}</p>
      ) : (
        <table className={`${baseClass}__table`}>
          <thead>
            <tr>
              <th scope="col">{t('custom:audit:field')}</th>
              <th scope="col">{t('custom:audit:before')}</th>
              <th scope="col">{t('custom:audit:after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.label}</th>
                {change.changed ? (
                  <td colSpan={2} data-label={t('custom:audit:change')}>
                    <em>{t('custom:audit:changedNotRecorded')}</em>
                  </td>
                ) : (
                  <>
                    <td data-label={t('custom:audit:before')} className={`${baseClass}__before`}>
                      {change.from ?? '—'}
                    </td>
                    <td data-label={t('custom:audit:after')} className={`${baseClass}__after`}>
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
