import type { DefaultCellComponentProps } from 'payload'

/** Spec 2: the sector, or 'Not specified' when empty (never Payload's '<No Sector>'). */
export function SectorCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'string' && cellData.trim() ? cellData : 'Not specified'}</span>
}
