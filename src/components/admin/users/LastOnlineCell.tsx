import type { DefaultServerCellComponentProps } from 'payload'

import { AdminDate } from './AdminDate'
import './users.scss'

/** Last Online column: the last activity ping, or 'Never'. */
export function LastOnlineCell({ rowData }: DefaultServerCellComponentProps) {
  if (!rowData.lastActiveAt) return <span className="users-cell__empty">Never</span>
  return <AdminDate value={rowData.lastActiveAt} pattern="PPp" />
}
