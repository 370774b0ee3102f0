'use client'

import { KeyRound } from 'lucide'
import { useTransition } from 'react'

import { browserHasPasskeys, ceremonyRefused, loadPasskeyCeremony } from '@/components/account/passkeyCeremony'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { toast, toastResult } from '@/components/ui/toast'

import { finishPasskeySignIn, startPasskeySignIn } from './passkeyActions'

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for this site, and the one
 * chosen signs in (src/lib/accounts/passkeys/signInWithPasskey.ts). Not shown where the browser has no
 * WebAuthn (or the site is opened by IP address, where browsers refuse it). Loaded after the page
 * (AuthForm), like the passkey library it loads when pressed: most visitors never use it.
 */
export function PasskeyButton({
  from,
  texts,
}: {
  from?: string
  texts: { label: string; pleaseWait: string; cancelled: string; failed: string; error: string }
}) {
  // Rendered only in the browser (AuthForm loads it after the page); browsers refuse passkeys on an IP address.
  const supported = browserHasPasskeys() && !/^\d+\.\d+\.\d+\.\d+$|^\[/.test(window.location.hostname)
  const [pending, startTransition] = useTransition()
  if (!supported) return null
  const signIn = () =>
    startTransition(async () => {
      const [options, ceremony] = await Promise.all([startPasskeySignIn(), loadPasskeyCeremony()])
      if (!options.ok || !options.data) return toastResult(options)
      let answer
      try {
        answer = await ceremony.startAuthentication({ optionsJSON: options.data })
      } catch (error) {
        toast.error(texts.error, { description: ceremonyRefused(error) ? texts.cancelled : texts.failed })
        return
      }
      // A success leads on (the action redirects); only a refusal comes back.
      const result = await finishPasskeySignIn(answer, from ?? null)
      if (result && !result.ok) toastResult(result)
    })
  return (
    <Button type="button" variant="secondary" className="w-full" onClick={signIn} disabled={pending} aria-busy={pending}>
      <Icon icon={KeyRound} aria-hidden="true" className="size-4" />
      {pending ? texts.pleaseWait : texts.label}
    </Button>
  )
}
