'use client'

import { Smartphone } from 'lucide'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { type AuthenticatorSetup, finishAuthenticatorApp, startAuthenticatorApp } from '@/app/(frontend)/profile/security/actions'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { toastResult } from '@/components/ui/toast'
import { useTranslations } from '@/i18n/useTranslations'

/** Recovery codes, shown once: each works once when the phone and passkeys are out of reach. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('security')
  return (
    <div role="status" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{t('recovery.heading')}</p>
      <p>{t('recovery.intro')}</p>
      <ul aria-label={t('recovery.heading')} className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button type="button" variant="secondary" onClick={onDone}>
        {t('recovery.saved')}
      </Button>
    </div>
  )
}

/**
 * "Set up an authenticator app": the QR code (and the secret to type), then the app's code; the
 * recovery codes made with it are shown once. On /profile/security and, for an admin without a
 * second step, on /auth/confirm.
 */
export function AuthenticatorAppSetup() {
  const t = useTranslations('security')
  const router = useRouter()
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [pending, startTransition] = useTransition()
  const start = () =>
    startTransition(async () => {
      const result = await startAuthenticatorApp()
      if (!result.ok || !result.data) return toastResult(result)
      setSetup(result.data)
    })
  const finish = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    startTransition(async () => {
      const result = await finishAuthenticatorApp(code)
      toastResult(result)
      if (result.ok && result.data) {
        setSetup(null)
        setCodes(result.data.recoveryCodes)
      }
    })
  }
  if (codes) return <RecoveryCodes codes={codes} onDone={() => router.refresh()} />
  if (!setup) {
    return (
      <Button type="button" variant="secondary" onClick={start} disabled={pending}>
        <Icon icon={Smartphone} aria-hidden="true" className="size-4" />
        {t('app.setUp')}
      </Button>
    )
  }
  return (
    <form onSubmit={finish} className="space-y-4 rounded-md border border-gray-200 p-4">
      <p className="text-sm text-gray-700">{t('app.scan')}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG made on the server for this secret */}
      <img
        src={`data:image/svg+xml;base64,${btoa(setup.qrSvg)}`}
        alt={t('app.qrAlt')}
        width={176}
        height={176}
        className="size-44 rounded border border-gray-200 bg-white"
      />
      <p className="text-sm text-gray-700">
        {t('app.typeInstead')} <code className="break-all rounded bg-gray-100 px-1 font-mono text-sm">{setup.secret}</code>
      </p>
      <Field id="totp-setup-code" label={t('app.code')} hint={t('app.codeHint')}>
        <Input
          id="totp-setup-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{3} ?\d{3}"
          maxLength={7}
          required
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {t('app.turnOn')}
      </Button>
    </form>
  )
}
