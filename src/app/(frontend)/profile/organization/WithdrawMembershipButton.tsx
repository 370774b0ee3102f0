'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { toastResult } from '@/components/ui/toast'
import { useTranslations } from '@/i18n/useTranslations'

import { withdrawMembership } from '../membershipActions'

/** Withdraws the member's pending membership request. */
export function WithdrawMembershipButton({ requestId }: { requestId: number }) {
  const t = useTranslations('profile')
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await withdrawMembership(requestId)
          toastResult(result)
          if (result.ok) router.refresh()
        })
      }
    >
      {t('membership.withdraw')}
    </Button>
  )
}
