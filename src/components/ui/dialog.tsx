'use client'

import * as DialogPrimitive from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

import { Button } from './button'
import { cn } from './cn'

/** A modal dialog (Radix: focus kept inside, Escape closes, the page behind hidden from screen readers). */
export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger

/** The dialog's box over a dimmed page, with its title and the line that describes it. */
export function DialogContent({
  title,
  description,
  className,
  children,
}: {
  title: ReactNode
  description: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl',
          className,
        )}
      >
        <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
        <DialogPrimitive.Description className="mt-2 text-sm text-gray-700">{description}</DialogPrimitive.Description>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/** Closes the dialog without doing anything. */
export function DialogCancel() {
  return (
    <DialogPrimitive.Close asChild>
      <Button type="button" variant="secondary">
        Cancel
      </Button>
    </DialogPrimitive.Close>
  )
}
