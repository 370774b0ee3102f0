import type { DefaultServerCellComponentProps } from 'payload'

import { organizationIdOf, organizationsForList } from './organizationsForList'
import './users.scss'

/** Organization column: name and sector of the user's organization. */
export async function OrganizationCell({ payload, rowData }: DefaultServerCellComponentProps) {
  const id = organizationIdOf(rowData.organization)
  const organization = id === null ? undefined : (await organizationsForList(payload)).byId.get(id)
  if (!organization) return <span className="users-cell__empty">No organization</span>
  return (
    <div className="users-cell">
      <span>{organization.name}</span>
      {organization.sector ? <span className="users-cell__meta">{organization.sector}</span> : null}
    </div>
  )
}
