import type { DefaultServerCellComponentProps } from 'payload'

import { AdminDate } from './AdminDate'
import { userListRow } from './listRow'

/** Joined column: when the account was created. */
export function JoinedCell({ rowData }: Partial<DefaultServerCellComponentProps>) {
  const { createdAt } = userListRow(rowData)
  return createdAt ? <AdminDate value={createdAt} /> : <span className="users-cell__empty">—</span>
}
