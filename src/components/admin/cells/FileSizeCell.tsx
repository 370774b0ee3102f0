import type { DefaultCellComponentProps } from 'payload'

import { formatFileSize } from '@/lib/format/fileSize'

/** A file's size in words (spec 9: Bytes, KB, MB, GB) instead of a bare byte count. */
export function FileSizeCell({ cellData }: Partial<DefaultCellComponentProps>) {
  return <span>{typeof cellData === 'number' ? formatFileSize(cellData) : '—'}</span>
}
