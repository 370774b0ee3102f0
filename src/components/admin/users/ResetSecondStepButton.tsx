'use client'

import { Button, ConfirmationModal, toast, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { restRequest } from '../restRequest'
import { textWith } from '../textWith'

/** A super admin's "Reset second step" on another user's page, behind a confirmation (POST /api/users/:id/reset-second-step). */
export function ResetSecondStepButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useAdminTranslation()
  const router = useRouter()
  const { openModal } = useModal()
  const [pending, startTransition] = useTransition()
  const slug = `reset-second-step-${userId}`
  const reset = () =>
    new Promise<void>((resolve) =>
      startTransition(async () => {
        try {
          await restRequest(`/api/users/${userId}/reset-second-step`, { method: 'POST', body: {} })
          toast.success(t('custom:users:resetSecondStepDone', { name }))
          router.refresh()
        } catch (error) {
          toast.error(t('custom:users:resetSecondStepFailed'), { description: (error as Error).message })
        }
        resolve()
      }),
    )
  return (
    <>
      <Button buttonStyle="secondary" size="small" disabled={pending} onClick={() => openModal(slug)}>
        {t('custom:users:resetSecondStep')}
      </Button>
      <ConfirmationModal
        body={<p>{textWith(t('custom:users:resetSecondStepQuestion'), 'name', <strong>{name}</strong>)}</p>}
        confirmLabel={t('custom:users:resetSecondStep')}
        heading={t('custom:users:resetSecondStep')}
        modalSlug={slug}
        onConfirm={reset}
      />
    </>
  )
}
