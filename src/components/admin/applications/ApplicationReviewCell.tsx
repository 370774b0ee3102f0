'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

/**
 * Approve and Reject on a pending application's row (spec 4). Reviewed ones are final and show
 * nothing here: their status is the Status column's, shown once.
 */
export function ApplicationReviewCell({ rowData }: Partial<DefaultCellComponentProps>) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const row = rowData ?? {}
  if (row.status !== 'pending' || row.id === undefined) return null

  async function review(decision: 'approve' | 'reject') {
    setBusy(true)
    try {
      const response = await fetch(`/api/project-applications/${row.id}/review`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ decision }),
      })
      if (!response.ok) throw new Error()
      toast.success(decision === 'approve' ? 'Application approved successfully' : 'Application rejected successfully')
      router.refresh()
    } catch {
      toast.error(decision === 'approve' ? 'Failed to approve application' : 'Failed to reject application')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="application-review">
      <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => review('approve')}>
        Approve
      </Button>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => review('reject')}>
        Reject
      </Button>
    </div>
  )
}
