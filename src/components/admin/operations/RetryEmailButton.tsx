'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { restRequest } from '../restRequest'

/** Retry of one failed e-mail: disabled while the request runs, so one click retries once; the list refreshes after. */
export function RetryEmailButton({ id }: { id: number }) {
  const { t } = useAdminTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const retry = async () => {
    setBusy(true)
    try {
      const answer = await restRequest<{ message: string }>(`/api/email-outbox/${id}/retry`, { method: 'post', body: {} })
      toast.success(answer.message)
      router.refresh()
    } catch (error) {
      toast.error((error as Error).message)
      setBusy(false)
    }
  }
  return (
    <Button
      buttonStyle="secondary"
      size="small"
      margin={false}
      disabled={busy}
      onClick={retry}
      aria-label={t('custom:operations:retryEmail', { id })}
    >
      {busy ? t('custom:operations:retrying') : t('custom:operations:retry')}
    </Button>
  )
}
