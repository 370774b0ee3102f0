'use client'

import { KeyRound } from 'lucide'
import { useTransition } from 'react'

import { loadPasskeyCeremony } from '@/components/account/passkeyCeremony'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { toast, toastResult } from '@/components/ui/toast'
import { useTranslations } from '@/i18n/useTranslations'

import { confirmWithAppCode, confirmWithRecovery, finishPasskeyConfirm, startPasskeyConfirm } from './actions'

/** "Use your passkey": one of the account's own passkeys confirms this session. */
export function PasskeyConfirmButton({ from }: { from: string }) {
  const t = useTranslations('confirm')
  const [pending, startTransition] = useTransition()
  const confirm = () =>
    startTransition(async () => {
      const [options, ceremony] = await Promise.all([startPasskeyConfirm(), loadPasskeyCeremony()])
      if (!options.ok || !options.data) return toastResult(options)
      let answer
      try {
        answer = await ceremony.startAuthentication({ optionsJSON: options.data })
      } catch {
        toast.error(t('passkeyNotUsed'), { description: t('passkeyNotUsedDescription') })
        return
      }
      // A success leads on (the action redirects); only a refusal comes back.
      const result = await finishPasskeyConfirm(answer, from)
      if (result && !result.ok) toastResult(result)
    })
  return (
    <Button type="button" className="w-full" onClick={confirm} disabled={pending} aria-busy={pending}>
      <Icon icon={KeyRound} aria-hidden="true" className="size-4" />
      {t('usePasskey')}
    </Button>
  )
}

/** A code form: the authenticator app's six digits, or a recovery code. */
export function CodeForm({ kind, from }: { kind: 'app' | 'recovery'; from: string }) {
  const t = useTranslations('confirm')
  const [pending, startTransition] = useTransition()
  const id = kind === 'app' ? 'confirm-app-code' : 'confirm-recovery-code'
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    startTransition(async () => {
      const result = await (kind === 'app' ? confirmWithAppCode : confirmWithRecovery)(code, from)
      if (result && !result.ok) toastResult(result)
    })
  }
  return (
    <form onSubmit={submit} className="space-y-3">
      <Field
        id={id}
        label={kind === 'app' ? t('appCode') : t('recoveryCode')}
        hint={kind === 'app' ? t('appCodeHint') : t('recoveryCodeHint')}
      >
        <Input
          id={id}
          name="code"
          required
          autoComplete="one-time-code"
          {...(kind === 'app' ? { inputMode: 'numeric' as const, maxLength: 7 } : { maxLength: 40, spellCheck: false })}
        />
      </Field>
      <Button type="submit" variant={kind === 'app' ? 'primary' : 'secondary'} className="w-full" disabled={pending} aria-busy={pending}>
        {t('confirm')}
      </Button>
    </form>
  )
}
