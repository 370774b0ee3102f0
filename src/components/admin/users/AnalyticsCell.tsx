import { Button } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps } from 'payload'

import { adminTranslator } from '@/i18n/admin/adminTranslator'

import { ANALYTICS_ANCHOR, userEditURL } from './adminLinks'
import { adminRouteOf, userListRow } from './listRow'
import { fullNameOf } from './userName'

/** Analytics column: opens the user's edit view at the Analytics panel. */
export function AnalyticsCell({ i18n, payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  const t = adminTranslator(i18n)
  const row = userListRow(rowData)
  if (row.id === undefined) return null
  return (
    <Button
      aria-label={t('custom:users:viewAnalytics', { name: fullNameOf(row) || row.email || t('custom:users:noName') })}
      buttonStyle="pill"
      el="link"
      margin={false}
      size="small"
      to={userEditURL(adminRouteOf(payload), row.id, ANALYTICS_ANCHOR)}
    >
      {t('custom:users:view')}
    </Button>
  )
}
