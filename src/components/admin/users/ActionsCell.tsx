import type { DefaultServerCellComponentProps } from 'payload'

import { userListRow } from './listRow'
import { organizationIdOf, organizationsForList } from './organizationsForList'
import { UserActions } from './UserActions'
import { fullNameOf } from './userName'

/**
 * Actions column. Every row gets the same `choices` array from the request cache, and
 * React serializes a repeated object once, so the organization list reaches the browser
 * once per page, not once per row. The client part renders nothing for non-admins, and
 * nothing here for a row without its id (nothing to act on).
 */
export async function ActionsCell({ payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  const row = userListRow(rowData)
  if (row.id === undefined || !payload) return null
  const { choices } = await organizationsForList(payload)
  return (
    <UserActions
      organizations={choices}
      user={{
        id: row.id,
        name: fullNameOf(row),
        email: row.email ?? '',
        role: row.role ?? 'community_user',
        organizationId: organizationIdOf(row.organization),
      }}
    />
  )
}
