import type { DefaultCellComponentProps } from 'payload'

import { LABELS } from '@/lib/enums'
import './organizations.scss'

/** Spec 2: the organization's type as a badge. */
export function OrganizationTypeCell({ cellData }: DefaultCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return <span>Not specified</span>
  return <span className={`organization-type organization-type--${cellData}`}>{LABELS[cellData] ?? cellData}</span>
}
