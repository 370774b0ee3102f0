import { Button } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps } from 'payload'

import { ANALYTICS_ANCHOR, userEditURL } from './adminLinks'
import { fullNameOf } from './userName'

/** Analytics column: opens the user's edit view at the Analytics panel. */
export function AnalyticsCell({ payload, rowData }: DefaultServerCellComponentProps) {
  return (
    <Button
      aria-label={`View analytics of ${fullNameOf(rowData) || rowData.email}`}
      buttonStyle="pill"
      el="link"
      margin={false}
      size="small"
      to={userEditURL(payload.config.routes.admin, rowData.id, ANALYTICS_ANCHOR)}
    >
      View
    </Button>
  )
}
