import { Lock, UserPlus } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { MobileMenu } from './MobileMenu'
import { NAV_ITEMS } from './navigation'
import { UserMenu } from './UserMenu'

/** Top navigation (spec 2): lock icons for visitors, Invite Members and the user's name for members. */
export function Header({ user }: { user: User | null }) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="text-lg font-semibold text-brand-800">
          IT/OT Community
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex gap-4 text-sm font-medium text-gray-700">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="inline-flex items-center gap-1 py-1 hover:text-brand-600">
                  {item.label}
                  {item.membersOnly && !user ? <Lock aria-label="sign-in required" className="size-3.5" /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          {user ? (
            <>
              <Button asChild variant="ghost">
                <Link href="/invitations">
                  <UserPlus aria-hidden="true" className="size-4" /> Invite Members
                </Link>
              </Button>
              <UserMenu firstName={user.firstName ?? null} isAdmin={hasAdminRole(user)} />
            </>
          ) : (
            <>
              <Button variant="ghost" disabled title="Sign in to invite members">
                <UserPlus aria-hidden="true" className="size-4" /> Invite Members
              </Button>
              <Button asChild>
                <Link href="/auth">Join Community</Link>
              </Button>
            </>
          )}
        </div>
        <div className="ml-auto md:hidden">
          <MobileMenu signedIn={Boolean(user)} firstName={user?.firstName ?? null} isAdmin={hasAdminRole(user)} />
        </div>
      </div>
    </header>
  )
}
