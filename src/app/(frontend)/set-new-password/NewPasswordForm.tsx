'use client'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'

import { setNewPassword } from './actions'

export function NewPasswordForm({ token }: { token: string }) {
  const { state, action, onSubmit, pending } = useActionForm(setNewPassword, null)
  useResultToast(state, { goTo: '/' })
  return (
    <form action={action} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <Field id="new-password" label="New password" hint="At least 6 characters.">
        <Input id="new-password" name="password" type="password" autoComplete="new-password" required />
      </Field>
      <Field id="confirm-password" label="Confirm password">
        <Input id="confirm-password" name="confirmPassword" type="password" autoComplete="new-password" required />
      </Field>
      {state && !state.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {state.title}: {state.description}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending || state?.ok}>
        {pending ? 'Saving…' : 'Update password'}
      </Button>
    </form>
  )
}
