'use client'

import {
  cloneElement,
  createContext,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react'

import { Button } from './button'
import { cn } from './cn'
import { useHydrated } from './useHydrated'

type DialogState = { open: boolean; setOpen: (open: boolean) => void; titleId: string; descriptionId: string }
const DialogContext = createContext<DialogState | null>(null)

function useDialog(): DialogState {
  const state = useContext(DialogContext)
  if (!state) throw new Error('Dialog parts belong inside <Dialog>')
  return state
}

/**
 * A modal dialog on the browser's own <dialog>: it keeps focus inside, makes the page behind
 * inert, closes on Escape and gives focus back to what opened it, with no dialog library in
 * the page's JavaScript. Controlled: `open` and `onOpenChange`.
 */
export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const id = useId()
  return (
    <DialogContext.Provider value={{ open, setOpen: onOpenChange, titleId: `${id}-title`, descriptionId: `${id}-description` }}>
      {children}
    </DialogContext.Provider>
  )
}

/** Its one child (a Button) opens the dialog and keeps its own look; it waits for React to hydrate, as a click before would be lost. */
export function DialogTrigger({ children }: { children: ReactElement<{ onClick?: (event: MouseEvent) => void; disabled?: boolean }> }) {
  const { open, setOpen } = useDialog()
  const hydrated = useHydrated()
  return cloneElement(children, {
    disabled: !hydrated || children.props.disabled,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: (event: MouseEvent) => {
      children.props.onClick?.(event)
      setOpen(true)
    },
  } as Record<string, unknown>)
}

/** The dialog's box over a dimmed page, with its title and the line that describes it; a click beside it closes it. */
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
  const { open, setOpen, titleId, descriptionId } = useDialog()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (open && !element?.open) element?.showModal()
    if (!open && element?.open) element.close()
  }, [open])
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    // Keyboard "clicks" on buttons inside report 0, 0: only a pointer beside the box closes it.
    if (!inside && event.target === event.currentTarget && event.detail > 0) setOpen(false)
  }
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => setOpen(false)}
      onClick={closeOnBackdrop}
      className={cn('m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-6 text-gray-900 shadow-xl backdrop:bg-black/40', className)}
    >
      {open ? (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <p id={descriptionId} className="mt-2 text-sm text-gray-700">
            {description}
          </p>
          {children}
        </>
      ) : null}
    </dialog>
  )
}

/** Closes the dialog without doing anything; `label` is the page's word for Cancel. */
export function DialogCancel({ label }: { label: string }) {
  const { setOpen } = useDialog()
  return (
    <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
      {label}
    </Button>
  )
}
