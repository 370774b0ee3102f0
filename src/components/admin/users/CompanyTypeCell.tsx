import type { DefaultServerCellComponentProps } from 'payload'

import { adminTranslator, valueLabel } from '@/i18n/admin/adminTranslator'

import { userListRow } from './listRow'
import { organizationOfRow } from './organizationsForList'
import './users.scss'

/** Company Type column: the type of the user's organization, or 'Not specified'. */
export async function CompanyTypeCell({ i18n, payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  const t = adminTranslator(i18n)
  const organization = await organizationOfRow(payload, userListRow(rowData))
  if (!organization?.type) return <span className="users-cell__empty">{t('custom:users:notSpecified')}</span>
  return <span className="users-badge">{valueLabel(t, organization.type)}</span>
}
