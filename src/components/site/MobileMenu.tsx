'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Lock, Menu, X } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'

import { NAV_ITEMS } from './navigation'
import { signOut } from './signOut'

type Props = { signedIn: boolean; firstName: string | null; isAdmin: boolean }

/** The full-screen menu on phones, mirroring the header's entries (spec 2). */
export function MobileMenu({ signedIn, firstName, isAdmin }: Props) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  const linkClass = 'flex items-center gap-2 rounded-md px-3 py-3 text-lg font-medium hover:bg-gray-100'
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded-md p-2 text-gray-800 hover:bg-gray-100 md:hidden" aria-label="Open menu">
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-4 md:hidden">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-brand-800">IT/OT Community</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-gray-100" aria-label="Close menu">
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={linkClass} onClick={close}>
                    {item.label}
                    {item.membersOnly && !signedIn ? <Lock aria-label="sign-in required" className="size-4" /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 space-y-1 border-t border-gray-200 pt-6">
            {signedIn ? (
              <>
                <Link href="/invitations" className={linkClass} onClick={close}>
                  Invite Members
                </Link>
                <Link href="/profile" className={linkClass} onClick={close}>
                  Your profile ({firstName || 'User'})
                </Link>
                {isAdmin ? (
                  <Link href="/admin" className={linkClass} onClick={close}>
                    Admin Dashboard
                  </Link>
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
                <Link href="/auth" className="mt-2 flex justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white" onClick={close}>
                  Join Community
                </Link>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
