import type { DefaultServerCellComponentProps } from 'payload'

import { adminTranslator, valueLabel } from '@/i18n/admin/adminTranslator'

import { userListRow } from './listRow'
import { organizationOfRow } from './organizationsForList'
import './users.scss'

/** Organization column: name and sector of the user's organization, or 'No organization'. */
export async function OrganizationCell({ i18n, payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  const t = adminTranslator(i18n)
  const organization = await organizationOfRow(payload, userListRow(rowData))
  if (!organization?.name) return <span className="users-cell__empty">{t('custom:users:noOrganization')}</span>
  return (
    <div className="users-cell">
      <span>{organization.name}</span>
      {organization.sector ? <span className="users-cell__meta">{valueLabel(t, organization.sector)}</span> : null}
    </div>
  )
}
