'use client'

import { Send } from 'lucide'
import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'

import { inviteExpertAction } from './actions'

/** The form's words, in the page's language, from the server (InviteForm). */
export type InviteTexts = Record<'emailLabel' | 'emailPlaceholder' | 'send' | 'sending', string>

/** Spec 5: the button stays disabled while the address is empty or a request runs. */
export function InviteFields({ texts }: { texts: InviteTexts }) {
  const t = (key: keyof InviteTexts) => texts[key]
  const { state, action, onSubmit, pending } = useActionForm(inviteExpertAction, null)
  const [email, setEmail] = useState('')
  const form = useRef<HTMLFormElement>(null)
  // A sent invitation empties the field: adjusted while rendering the new answer, not in an effect.
  const [answeredAt, setAnsweredAt] = useState(state?.at)
  if (state?.at !== answeredAt) {
    setAnsweredAt(state?.at)
    if (state?.ok) setEmail('')
  }
  useResultToast(state)
  return (
    <form ref={form} action={action} onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Field id="invite-email" label={t('emailLabel')}>
          <Input
            id="invite-email"
            name="email"
            type="text"
            inputMode="email"
            autoComplete="off"
            placeholder={t('emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
      </div>
      <Button type="submit" disabled={pending || email.trim() === ''}>
        <Icon icon={Send} aria-hidden="true" className="size-4" /> {pending ? t('sending') : t('send')}
      </Button>
    </form>
  )
}
