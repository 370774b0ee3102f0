import type { DefaultServerCellComponentProps } from 'payload'

import { adminTranslator, valueLabel } from '@/i18n/admin/adminTranslator'

/** Spec 2: the sector, or 'Not specified' when empty (never Payload's '<No Sector>'). */
export function SectorCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  const t = adminTranslator(i18n)
  return <span>{typeof cellData === 'string' && cellData.trim() ? valueLabel(t, cellData) : t('custom:organizations:notSpecified')}</span>
}
