import { getTranslation } from '@payloadcms/translations'
import type { DefaultServerCellComponentProps, StaticLabel } from 'payload'

import { adminTranslator } from '@/i18n/admin/adminTranslator'

type BooleanCellProps = Partial<DefaultServerCellComponentProps> & {
  /** What a ticked box reads as in this column ('Yes' unless the field says, e.g. 'Active'); per language as `{ en, de }`. */
  trueLabel?: StaticLabel
  falseLabel?: StaticLabel
}

/**
 * A checkbox column in words, never a bare true/false (spec 2: User Editable 'Yes'/'No'; spec 4:
 * 'Active'/'Inactive', 'Anonymous'/'Authenticated'). A row without the value reads as unticked,
 * which is what Payload stores for a checkbox left alone. Register per field with
 * `Cell: booleanCell(trueLabel, falseLabel)` (src/lib/admin/checkboxCellsInWords.ts).
 */
export function BooleanCell({ cellData, i18n, trueLabel, falseLabel }: BooleanCellProps) {
  const t = adminTranslator(i18n)
  const label = cellData === true ? trueLabel : falseLabel
  const text = label ? (i18n ? getTranslation(label, i18n) : typeof label === 'string' ? label : (label.en ?? '')) : undefined
  return <span>{text || t(cellData === true ? 'custom:cells:yes' : 'custom:cells:no')}</span>
}
