import type { DefaultServerCellComponentProps } from 'payload'

import { userListRow } from './listRow'
import { organizationOfRow } from './organizationsForList'
import './users.scss'

/** Organization column: name and sector of the user's organization, or 'No organization'. */
export async function OrganizationCell({ payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  const organization = await organizationOfRow(payload, userListRow(rowData))
  if (!organization?.name) return <span className="users-cell__empty">No organization</span>
  return (
    <div className="users-cell">
      <span>{organization.name}</span>
      {organization.sector ? <span className="users-cell__meta">{organization.sector}</span> : null}
    </div>
  )
}
