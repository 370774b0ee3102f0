'use client'

import { Menu, X } from 'lucide'
import { type MouseEvent, type ReactNode, useRef } from 'react'

import { Icon } from '@/components/ui/icon'

/**
 * The phone menu's button and its full-screen native modal <dialog>: the browser keeps focus
 * inside, makes the page behind inert and closes it on Escape. The entries come from the server
 * (MobileMenu) as children, so only the opening and closing ship in every page's JavaScript.
 */
export function MobileMenuDialog({ texts, children }: { texts: Record<'openMenu' | 'closeMenu' | 'name', string>; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const close = () => dialog.current?.close()
  // A followed link or a sent form (signing out, which the router follows without a page load)
  // closes the menu; the new page would otherwise open under it.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close()
  }
  return (
    <>
      <button
        type="button"
        className="rounded-md p-2 text-gray-800 hover:bg-gray-100 md:hidden"
        aria-label={texts.openMenu}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Icon icon={Menu} aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="mobile-menu-title"
        aria-describedby="mobile-menu-description"
        onClick={closeOnLink}
        onSubmit={close}
        className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-white p-4 text-gray-900 open:flex open:flex-col"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id="mobile-menu-title" className="text-lg font-semibold text-brand-800">
            {texts.name}
          </h2>
          <button type="button" className="rounded-md p-2 hover:bg-gray-100" aria-label={texts.closeMenu} onClick={close}>
            <Icon icon={X} aria-hidden="true" className="size-6" />
          </button>
        </div>
        {children}
      </dialog>
    </>
  )
}
