import type { DefaultServerCellComponentProps } from 'payload'

import { userListRow } from './listRow'
import { organizationTypeLabel } from './organizationLabel'
import { organizationOfRow } from './organizationsForList'
import './users.scss'

/** Company Type column: the type of the user's organization, or 'Not specified'. */
export async function CompanyTypeCell({ payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  const organization = await organizationOfRow(payload, userListRow(rowData))
  if (!organization?.type) return <span className="users-cell__empty">Not specified</span>
  return <span className="users-badge">{organizationTypeLabel(organization.type)}</span>
}
