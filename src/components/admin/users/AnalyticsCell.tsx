import { Button } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps } from 'payload'

import { ANALYTICS_ANCHOR, userEditURL } from './adminLinks'
import { adminRouteOf, userListRow } from './listRow'
import { fullNameOf } from './userName'

/** Analytics column: opens the user's edit view at the Analytics panel. */
export function AnalyticsCell({ payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  const row = userListRow(rowData)
  if (row.id === undefined) return null
  return (
    <Button
      aria-label={`View analytics of ${fullNameOf(row) || row.email || 'No Name'}`}
      buttonStyle="pill"
      el="link"
      margin={false}
      size="small"
      to={userEditURL(adminRouteOf(payload), row.id, ANALYTICS_ANCHOR)}
    >
      View
    </Button>
  )
}
