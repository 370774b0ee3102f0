'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { AuthenticatorAppSetup, RecoveryCodes } from '@/components/account/AuthenticatorAppSetup'
import { Button } from '@/components/ui/button'
import { toastResult } from '@/components/ui/toast'
import { useTranslations } from '@/i18n/useTranslations'

import { newRecoveryCodes, removeAuthenticatorApp } from './actions'

/** The authenticator app of an admin's account: set it up, or see since when, make new recovery codes, turn it off. */
export function AuthenticatorAppSection({ enabledSince, codesLeft }: { enabledSince: string | null; codesLeft: number }) {
  const t = useTranslations('security')
  const router = useRouter()
  const [codes, setCodes] = useState<string[] | null>(null)
  const [pending, startTransition] = useTransition()
  if (codes) return <RecoveryCodes codes={codes} onDone={() => (setCodes(null), router.refresh())} />
  if (!enabledSince) return <AuthenticatorAppSetup />
  const renew = () =>
    startTransition(async () => {
      const result = await newRecoveryCodes()
      toastResult(result)
      if (result.ok && result.data) setCodes(result.data.recoveryCodes)
    })
  const remove = () =>
    startTransition(async () => {
      const result = await removeAuthenticatorApp()
      toastResult(result)
      if (result.ok) router.refresh()
    })
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-800">{t('app.onSince', { date: enabledSince })}</p>
      <p className="text-sm text-gray-700">{t('recovery.left', { count: codesLeft })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={renew} disabled={pending}>
          {t('recovery.renew')}
        </Button>
        <Button type="button" variant="secondary" onClick={remove} disabled={pending}>
          {t('app.turnOff')}
        </Button>
      </div>
    </div>
  )
}
