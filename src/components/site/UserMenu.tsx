'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react'
import Link from 'next/link'

import { signOut } from './signOut'

const itemClass = 'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-gray-800 outline-none data-[highlighted]:bg-gray-100'

/** The signed-in member's menu (spec 2): first name (fallback 'User'), profile, admin, sign out. */
export function UserMenu({ firstName, isAdmin }: { firstName: string | null; isAdmin: boolean }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-gray-800 hover:bg-gray-100">
        {firstName || 'User'}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-md border border-gray-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile">
              <UserRound aria-hidden="true" className="size-4" /> Your profile
            </Link>
          </DropdownMenu.Item>
          {isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/admin">
                <LayoutDashboard aria-hidden="true" className="size-4" /> Admin Dashboard
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
