'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogCancel, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { toastResult } from '@/components/ui/toast'

import { applyToProject } from '../actions'
import type { ApplyDialogTexts } from './applicationTexts'

/** The Apply dialog (spec 2) with an optional message; one application per member. */
export function ApplyDialog({ projectId, texts }: { projectId: number; texts: ApplyDialogTexts }) {
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const [pending, startTransition] = useTransition()
  const router = useRouter()
  const t = (key: keyof ApplyDialogTexts) => texts[key]
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    startTransition(async () => {
      const result = await applyToProject(projectId, message)
      toastResult(result)
      if (result.ok) {
        setOpen(false)
        router.refresh()
      }
    })
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>
        <Button>{t('applyToJoin')}</Button>
      </DialogTrigger>
      <DialogContent title={t('dialogTitle')} description={t('dialogDescription')}>
        <form onSubmit={submit} className="mt-4 space-y-4">
          <div>
            <Label htmlFor="application-message">{t('message')}</Label>
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
            <DialogCancel label={t('cancel')} />
            <Button type="submit" disabled={pending}>
              {pending ? t('submitting') : t('submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
