import type { DefaultServerCellComponentProps } from 'payload'

import { AdminDate } from './AdminDate'

/** Joined column: when the account was created. */
export function JoinedCell({ rowData }: DefaultServerCellComponentProps) {
  return rowData.createdAt ? <AdminDate value={rowData.createdAt} /> : null
}
