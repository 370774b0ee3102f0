'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { restRequest } from '../restRequest'
import { displayedInvitationStatus } from './InvitationStatusCell'

/** Spec 2 and 4: 'Send email' only while the invitation is pending and unexpired; then reload. */
export function SendInvitationCell({ rowData }: Partial<DefaultCellComponentProps>) {
  const { t } = useAdminTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const row = rowData ?? {}
  if (
    row.id === undefined ||
    row.status !== 'pending' ||
    displayedInvitationStatus(row as { status?: string; expiresAt?: string | null }) !== 'pending'
  )
    return null
  async function send() {
    setBusy(true)
    try {
      await restRequest(`/api/invitations/${row.id}/send`, { method: 'POST' })
      toast.success(t('custom:invitations:sent', { email: row.email }))
      router.refresh()
    } catch {
      toast.error(t('custom:invitations:sendFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={send}>
      {t('custom:invitations:sendEmail')}
    </Button>
  )
}
