import type { DefaultServerCellComponentProps } from 'payload'

import { AdminDate } from './AdminDate'
import { userListRow } from './listRow'
import './users.scss'

/** Last Online column: the last activity ping, or 'Never'. */
export function LastOnlineCell({ rowData }: Partial<DefaultServerCellComponentProps>) {
  const { lastActiveAt } = userListRow(rowData)
  if (!lastActiveAt) return <span className="users-cell__empty">Never</span>
  return <AdminDate value={lastActiveAt} pattern="PPp" />
}
