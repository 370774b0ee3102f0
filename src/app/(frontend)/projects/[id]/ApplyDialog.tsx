'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'

import { applyToProject } from '../actions'

/** The Apply dialog (spec 2) with an optional message; one application per member. */
export function ApplyDialog({ projectId, projectTitle }: { projectId: number; projectTitle: string }) {
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const [pending, startTransition] = useTransition()
  const router = useRouter()
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    startTransition(async () => {
      const result = await applyToProject(projectId, message)
      if (result.ok) {
        toast.success(result.title, { description: result.description })
        setOpen(false)
        router.refresh()
      } else {
        toast.error(result.title, { description: result.description })
      }
    })
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button>Apply to join</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Apply to {projectTitle}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-700">
            Tell the project team why you would like to join (optional).
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <div>
              <Label htmlFor="application-message">Message (optional)</Label>
              <textarea
                id="application-message"
                rows={4}
                maxLength={2000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                className="block w-full rounded-md border border-gray-300 p-3 text-sm"
              />
            </div>
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending}>
                {pending ? 'Submitting…' : 'Submit application'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
