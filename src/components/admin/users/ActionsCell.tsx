import type { DefaultServerCellComponentProps } from 'payload'

import { organizationIdOf, organizationsForList } from './organizationsForList'
import { UserActions } from './UserActions'
import { fullNameOf } from './userName'

/**
 * Actions column. Every row gets the same `choices` array from the request cache, and
 * React serializes a repeated object once, so the organization list reaches the browser
 * once per page, not once per row. The client part renders nothing for non-admins.
 */
export async function ActionsCell({ payload, rowData }: DefaultServerCellComponentProps) {
  const { choices } = await organizationsForList(payload)
  return (
    <UserActions
      organizations={choices}
      user={{
        id: rowData.id,
        name: fullNameOf(rowData),
        email: rowData.email,
        role: rowData.role,
        organizationId: organizationIdOf(rowData.organization),
      }}
    />
  )
}
