'use client'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'
import { pathIn } from '@/i18n/languagePaths'
import { useLanguage, useTranslations } from '@/i18n/useTranslations'

import { setNewPassword } from './actions'

export function NewPasswordForm({ token }: { token: string }) {
  const t = useTranslations('newPassword')
  const language = useLanguage()
  const { state, action, onSubmit, pending } = useActionForm(setNewPassword, null)
  useResultToast(state, { goTo: pathIn(language, '/') })
  return (
    <form action={action} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <Field id="new-password" label={t('newPassword')} hint={t('passwordHint')}>
        <Input id="new-password" name="password" type="password" autoComplete="new-password" required />
      </Field>
      <Field id="confirm-password" label={t('confirmPassword')}>
        <Input id="confirm-password" name="confirmPassword" type="password" autoComplete="new-password" required />
      </Field>
      {state && !state.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {state.title}: {state.description}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending || state?.ok}>
        {pending ? t('saving') : t('update')}
      </Button>
    </form>
  )
}
