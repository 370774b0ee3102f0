'use client'

import type { DefaultCellComponentProps } from 'payload'

import { useEffect, useState } from 'react'

import type { MemberSummary } from '@/lib/organizations/memberSummaryEndpoint'

import { loadMemberSummary } from './memberSummaries'

/** Spec 2: the members count, with the member names on hover or focus ('No members'). */
export function OrganizationMembersCell({ rowData }: DefaultCellComponentProps) {
  const [summary, setSummary] = useState<MemberSummary | null>(null)
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
    <span className="organization-members" tabIndex={0} aria-describedby={`organization-members-${rowData.id}`}>
      {summary.count}
      <span role="tooltip" id={`organization-members-${rowData.id}`} className="organization-members__list">
        {summary.count === 0 ? 'No members' : [...summary.names, ...(more > 0 ? [`+${more} more`] : [])].join(', ')}
      </span>
    </span>
  )
}
