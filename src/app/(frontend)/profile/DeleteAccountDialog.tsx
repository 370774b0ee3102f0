'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useActionForm } from '@/components/ui/useActionForm'
import { confirmsAccount, DELETION_SUMMARY } from '@/lib/privacy/accountDeletion'

import { deleteAccount } from './actions'

/**
 * Delete account, after the member types their e-mail address (the server checks it again).
 * A refusal is shown inside the dialog, which hides the rest of the page from screen readers;
 * on success the server sends the member, signed out, to the home page.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const { state, action, onSubmit, pending } = useActionForm(deleteAccount, null)
  const refusal = state && !state.ok ? (state.description ?? state.title) : null
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="danger">Delete account</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">This action cannot be undone. {DELETION_SUMMARY}</Dialog.Description>
          <form action={action} onSubmit={onSubmit} className="mt-4 space-y-4">
            <div>
              <Label htmlFor="confirm-email">
                Type <span className="font-semibold break-all">{email}</span> to confirm
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
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={pending || !confirmsAccount(typed, email)}>
                {pending ? 'Deleting…' : 'Delete account'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
