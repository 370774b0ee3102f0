'use client'

import { useState, useTransition } from 'react'

import { Button } from './button'
import { Dialog, DialogCancel, DialogContent, DialogTrigger } from './dialog'

/**
 * A button that asks first: the dialog names what happens, Cancel keeps everything, and the
 * danger button runs `onConfirm` (the dialog closes when it is done). For removals and sign-outs.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: {
  trigger: Parameters<typeof DialogTrigger>[0]['children']
  title: string
  description: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => Promise<void>
}) {
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const confirm = () =>
    startTransition(async () => {
      await onConfirm()
      setOpen(false)
    })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <div className="mt-6 flex justify-end gap-3">
          <DialogCancel label={cancelLabel} />
          <Button type="button" variant="danger" onClick={confirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
