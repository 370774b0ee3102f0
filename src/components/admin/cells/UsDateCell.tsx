import { formatInTimeZone } from 'date-fns-tz'
import type { DefaultCellComponentProps } from 'payload'

import { EVENT_TIME_ZONE } from '@/lib/format/dates'

/** Spec 9: the applications table shows en-US dates ("11/22/2026"); reads the row's createdAt. */
export function UsDateCell({ rowData }: Partial<DefaultCellComponentProps>) {
  const value = rowData?.createdAt as string | undefined
  return <span>{value ? formatInTimeZone(value, EVENT_TIME_ZONE, 'MM/dd/yyyy') : '—'}</span>
}
