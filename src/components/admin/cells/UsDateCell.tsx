import type { DefaultServerCellComponentProps } from 'payload'

import { adminLanguage } from '@/i18n/admin/adminTranslator'
import { formatAdminNumericDate } from '@/lib/admin/adminFormat'

/** Spec 9: the applications table shows en-US dates ("11/22/2026"), in German "22.11.2026"; reads the row's createdAt. */
export function UsDateCell({ rowData, i18n }: Partial<DefaultServerCellComponentProps>) {
  const value = rowData?.createdAt as string | undefined
  return <span>{value ? formatAdminNumericDate(value, adminLanguage(i18n)) : '—'}</span>
}
