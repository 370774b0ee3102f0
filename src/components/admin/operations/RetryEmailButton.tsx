'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { restRequest } from '../restRequest'

/** Retry of one failed e-mail: disabled while the request runs, so one click retries once; the list refreshes after. */
export function RetryEmailButton({ id }: { id: number }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const retry = async () => {
    setBusy(true)
    try {
      const answer = await restRequest<{ message: string }>(`/api/notifications/${id}/retry`, { method: 'post', body: {} })
      toast.success(answer.message)
      router.refresh()
    } catch (error) {
      toast.error((error as Error).message)
      setBusy(false)
    }
  }
  return (
    <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={retry} aria-label={`Retry e-mail ${id}`}>
      {busy ? 'Retrying…' : 'Retry'}
    </Button>
  )
}
