import type { DefaultServerCellComponentProps } from 'payload'

import { organizationTypeLabel } from './organizationLabel'
import { organizationIdOf, organizationsForList } from './organizationsForList'
import './users.scss'

/** Company Type column: the type of the user's organization. */
export async function CompanyTypeCell({ payload, rowData }: DefaultServerCellComponentProps) {
  const id = organizationIdOf(rowData.organization)
  const organization = id === null ? undefined : (await organizationsForList(payload)).byId.get(id)
  if (!organization) return <span className="users-cell__empty">Not specified</span>
  return <span className="users-badge">{organizationTypeLabel(organization.type)}</span>
}
