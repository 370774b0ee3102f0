'use client'

import { MailCheck } from 'lucide'
import { useEffect } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'
import { pathIn } from '@/i18n/languagePaths'
import { useLanguage, useTranslations } from '@/i18n/useTranslations'

import { requestPasswordReset } from './actions'

export function ResetRequestForm() {
  const t = useTranslations('resetPassword')
  const language = useLanguage()
  const { state, action, onSubmit, pending } = useActionForm(requestPasswordReset, null)
  useEffect(() => {
    if (state && !state.ok) toast.error(state.title, { description: state.description })
  }, [state])
  if (state?.ok) {
    return (
      <div className="space-y-3 text-center" role="status">
        <Icon icon={MailCheck} aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <h2 className="text-lg font-semibold">{state.title}</h2>
        <p className="text-gray-700">{state.description}</p>
        <a href={pathIn(language, '/auth')} className="font-medium text-brand-600 hover:underline">
          {t('backToSignIn')}
        </a>
      </div>
    )
  }
  return (
    <form action={action} onSubmit={onSubmit} className="space-y-4">
      <Field id="reset-email" label={t('email')}>
        <Input id="reset-email" name="email" type="email" autoComplete="email" required />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('sending') : t('send')}
      </Button>
    </form>
  )
}
