import type { DefaultServerCellComponentProps } from 'payload'

import { adminTranslator } from '@/i18n/admin/adminTranslator'

import { AdminDate } from './AdminDate'
import { userListRow } from './listRow'
import './users.scss'

/** Last Online column: the last activity ping, or 'Never'. */
export function LastOnlineCell({ i18n, rowData }: Partial<DefaultServerCellComponentProps>) {
  const { lastActiveAt } = userListRow(rowData)
  if (!lastActiveAt) return <span className="users-cell__empty">{adminTranslator(i18n)('custom:users:never')}</span>
  return <AdminDate value={lastActiveAt} pattern="PPp" />
}
