'use client'

import { useEffect } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'

import { resendVerificationEmail } from './actions'
import type { ResendLinkTexts } from './authTexts'

/**
 * "Send the link again" for an account waiting for its verification link. With a known address
 * (after sign-up or an unverified sign-in) it is one button; on /verify the member types it.
 */
export function ResendLinkForm({ email, texts }: { email?: string; texts: ResendLinkTexts }) {
  const t = (key: keyof ResendLinkTexts) => texts[key]
  const { state, action, onSubmit, pending } = useActionForm(resendVerificationEmail, null)
  useEffect(() => {
    if (state && !state.ok) toast.error(state.title, { description: state.description })
  }, [state])
  if (state?.ok) {
    return (
      <p role="status" className="text-sm text-gray-700">
        {state.title}
      </p>
    )
  }
  return (
    <form action={action} onSubmit={onSubmit} className="space-y-3">
      {email ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <Field id="resend-email" label={t('email')}>
          <Input id="resend-email" name="email" type="email" autoComplete="email" required />
        </Field>
      )}
      <Button type="submit" variant="secondary" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? t('sending') : t('sendAgain')}
      </Button>
    </form>
  )
}
