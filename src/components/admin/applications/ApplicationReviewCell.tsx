'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

/**
 * Approve and Reject on a pending application's row (spec 4). Reviewed ones are final and show
 * nothing here: their status is the Status column's, shown once.
 */
export function ApplicationReviewCell({ rowData }: Partial<DefaultCellComponentProps>) {
  const { t } = useAdminTranslation()
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
      toast.success(t(decision === 'approve' ? 'custom:applications:approved' : 'custom:applications:rejected'))
      router.refresh()
    } catch {
      toast.error(t(decision === 'approve' ? 'custom:applications:approveFailed' : 'custom:applications:rejectFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="application-review">
      <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => review('approve')}>
        {t('custom:applications:approve')}
      </Button>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => review('reject')}>
        {t('custom:applications:reject')}
      </Button>
    </div>
  )
}
