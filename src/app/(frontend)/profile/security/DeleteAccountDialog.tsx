'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogCancel, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useActionForm } from '@/components/ui/useActionForm'
import { useTranslations } from '@/i18n/useTranslations'
import { confirmsAccount } from '@/lib/accounts/privacy/accountDeletion'

import { deleteAccount } from '../accountDeletionActions'

/**
 * Delete account, after the member types their e-mail address (the server checks it again).
 * A refusal is shown inside the dialog, which hides the rest of the page from screen readers;
 * on success the server sends the member, signed out, to the home page.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const t = useTranslations('deleteAccount')
  const cancel = useTranslations('ui')('cancel')
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const { state, action, onSubmit, pending } = useActionForm(deleteAccount, null)
  const refusal = state && !state.ok ? (state.description ?? state.title) : null
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>
        <Button variant="danger">{t('open')}</Button>
      </DialogTrigger>
      <DialogContent title={t('title')} description={t('warning')} className="max-h-[calc(100%-2rem)] overflow-y-auto">
        <form action={action} onSubmit={onSubmit} className="mt-4 space-y-4">
          <div>
            <Label htmlFor="confirm-email">
              {t.rich('confirmPrompt', {
                email,
                address: (chunks) => <span className="font-semibold break-all">{chunks}</span>,
              })}
            </Label>
            <Input
              id="confirm-email"
              name="confirmEmail"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="email"
              aria-describedby={refusal ? 'delete-account-error' : undefined}
              required
            />
          </div>
          {refusal ? (
            <p id="delete-account-error" role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {refusal}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogCancel label={cancel} />
            <Button type="submit" variant="danger" disabled={pending || !confirmsAccount(typed, email)}>
              {pending ? t('deleting') : t('confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
