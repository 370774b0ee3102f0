'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import { restRequest } from '../restRequest'
import { displayedInvitationStatus } from './InvitationStatusCell'

/** Spec 2 and 4: 'Send email' only while the invitation is pending and unexpired; then reload. */
export function SendInvitationCell({ rowData }: Partial<DefaultCellComponentProps>) {
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
      toast.success(`Invitation email sent to ${row.email}`)
      router.refresh()
    } catch {
      toast.error('Failed to send invitation email')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={send}>
      Send email
    </Button>
  )
}
