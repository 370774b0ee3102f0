'use client'

import type { DefaultCellComponentProps } from 'payload'
import { type CSSProperties, type SyntheticEvent, useEffect, useState } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import type { MemberSummary } from '@/lib/organizations/memberSummaries'

import { loadMemberSummary } from './memberSummaries'

/** Spec 2: the members count, with the member names on hover or focus ('No members'). */
export function OrganizationMembersCell({ rowData }: DefaultCellComponentProps) {
  const { t } = useAdminTranslation()
  const [summary, setSummary] = useState<MemberSummary | null>(null)
  // Placed against the window: the table scrolls sideways, and its box would clip a list below the row.
  const [placement, setPlacement] = useState<CSSProperties | undefined>(undefined)
  const show = (event: SyntheticEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    setPlacement({ position: 'fixed', top: box.bottom + 4, left: box.left, display: 'block' })
  }
  const hide = () => setPlacement(undefined)
  useEffect(() => {
    let live = true
    void loadMemberSummary(Number(rowData.id)).then((value) => live && setSummary(value))
    return () => {
      live = false
    }
  }, [rowData.id])
  if (!summary) return <span aria-busy="true">…</span>
  if (summary.count < 0) return <span>—</span>
  const more = summary.count - summary.names.length
  return (
    <span
      className="organization-members"
      tabIndex={0}
      aria-describedby={`organization-members-${rowData.id}`}
      onMouseEnter={show}
      onFocus={show}
      onMouseLeave={hide}
      onBlur={hide}
    >
      {summary.count}
      <span role="tooltip" id={`organization-members-${rowData.id}`} className="organization-members__list" style={placement}>
        {summary.count === 0
          ? t('custom:organizations:noMembers')
          : [...summary.names, ...(more > 0 ? [t('custom:organizations:moreMembers', { n: more })] : [])].join(', ')}
      </span>
    </span>
  )
}
