'use client'

import { Lock, Menu, X } from 'lucide'
import { useRef } from 'react'

import { Icon } from '@/components/ui/icon'

import { useMemberFirstName } from './memberState'
import { NAV_ITEMS } from './navigation'
import { signOut } from './signOut'

type Props = { signedIn: boolean; firstName: string | null | undefined; isAdmin: boolean }

/**
 * The full-screen menu on phones, mirroring the header's entries (spec 2). A native modal
 * <dialog>: the browser keeps focus inside, makes the page behind inert and closes it on
 * Escape, with no dialog library in every page's JavaScript.
 */
export function MobileMenu({ signedIn, firstName: rendered, isAdmin }: Props) {
  const firstName = useMemberFirstName(rendered)
  const dialog = useRef<HTMLDialogElement>(null)
  const close = () => dialog.current?.close()
  const linkClass = 'flex items-center gap-2 rounded-md px-3 py-3 text-lg font-medium hover:bg-gray-100'
  return (
    <>
      <button
        type="button"
        className="rounded-md p-2 text-gray-800 hover:bg-gray-100 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Icon icon={Menu} aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="mobile-menu-title"
        aria-describedby="mobile-menu-description"
        className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-white p-4 text-gray-900 open:flex open:flex-col"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id="mobile-menu-title" className="text-lg font-semibold text-brand-800">
            IT/OT Community
          </h2>
          <button type="button" className="rounded-md p-2 hover:bg-gray-100" aria-label="Close menu" onClick={close}>
            <Icon icon={X} aria-hidden="true" className="size-6" />
          </button>
        </div>
        <p id="mobile-menu-description" className="sr-only">
          Site navigation
        </p>
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={linkClass} onClick={close}>
                  {item.label}
                  {item.membersOnly && !signedIn ? <Icon icon={Lock} aria-label="sign-in required" className="size-4" /> : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 space-y-1 border-t border-gray-200 pt-6">
          {signedIn ? (
            <>
              <a href="/invitations" className={linkClass} onClick={close}>
                Invite Members
              </a>
              <a href="/profile" className={linkClass} onClick={close}>
                Your profile ({firstName || 'User'})
              </a>
              {isAdmin ? (
                <a href="/admin" className={linkClass} onClick={close}>
                  Admin Dashboard
                </a>
              ) : null}
              <form action={signOut}>
                <button type="submit" className={`${linkClass} w-full text-left`}>
                  Sign Out
                </button>
              </form>
            </>
          ) : (
            <>
              <span className={`${linkClass} text-gray-500`} aria-disabled="true">
                Invite Members
              </span>
              <a
                href="/auth"
                className="mt-2 flex justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white"
                onClick={close}
              >
                Join Community
              </a>
            </>
          )}
        </div>
      </dialog>
    </>
  )
}
