import type { DefaultServerCellComponentProps } from 'payload'

import { adminLanguage } from '@/i18n/admin/adminTranslator'
import { formatFileSize } from '@/lib/shared/format/fileSize'

/** A file's size in words (spec 9: Bytes, KB, MB, GB) instead of a bare byte count. */
export function FileSizeCell({ cellData, i18n }: Partial<DefaultServerCellComponentProps>) {
  return <span>{typeof cellData === 'number' ? formatFileSize(cellData, adminLanguage(i18n)) : '—'}</span>
}
