import { Lock, LogOut, UserPlus } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import type { User } from '@/payload-types'
import { hasAdminRole } from '../../../access/roles'

import { signOut } from './signOut'

const NAV = [
  { href: '/', label: 'Home', membersOnly: false },
  { href: '/members', label: 'Members', membersOnly: false },
  { href: '/events', label: 'Events', membersOnly: true },
  { href: '/projects', label: 'Projects', membersOnly: true },
  { href: '/documents', label: 'Documents', membersOnly: true },
]

/** Top navigation (spec 2): lock icons for visitors, Invite Members and the user's name for members. */
export function Header({ user }: { user: User | null }) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="text-lg font-semibold text-brand-800">
          IT/OT Community
        </Link>
        <nav aria-label="Main" className="order-3 w-full overflow-x-auto md:order-none md:w-auto">
          <ul className="flex gap-4 text-sm font-medium text-gray-700">
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="inline-flex items-center gap-1 py-1 hover:text-brand-600">
                  {item.label}
                  {item.membersOnly && !user ? <Lock aria-label="members only" className="size-3.5" /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <Button asChild variant="ghost">
                <Link href="/invitations">
                  <UserPlus aria-hidden="true" className="size-4" /> Invite Members
                </Link>
              </Button>
              <Link href="/profile" className="text-sm font-medium text-gray-800 hover:text-brand-600">
                {user.firstName || 'User'}
              </Link>
              {hasAdminRole(user) ? (
                <Link href="/admin" className="text-sm font-medium text-gray-800 hover:text-brand-600">
                  Admin Dashboard
                </Link>
              ) : null}
              <form action={signOut}>
                <Button type="submit" variant="ghost" aria-label="Sign Out">
                  <LogOut aria-hidden="true" className="size-4" /> <span className="hidden sm:inline">Sign Out</span>
                </Button>
              </form>
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
      </div>
    </header>
  )
}
