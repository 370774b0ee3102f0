import { Lock, UserPlus } from 'lucide'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { isSharedMember } from '@/lib/pageCache/sharedMember'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { MobileMenu } from './MobileMenu'
import { NAV_ITEMS } from './navigation'
import { UserMenu } from './UserMenu'

/** Top navigation (spec 2): lock icons for visitors, Invite Members and the user's name for members. */
export function Header({ user }: { user: User | null }) {
  // A shared member page leaves the name to the member's own state (undefined: not rendered here).
  const firstName = user && isSharedMember(user) ? undefined : (user?.firstName ?? null)
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <a href="/" className="text-lg font-semibold text-brand-800">
          IT/OT Community
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex gap-4 text-sm font-medium text-gray-700">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="inline-flex items-center gap-1 py-1 hover:text-brand-600">
                  {item.label}
                  {item.membersOnly && !user ? <Icon icon={Lock} aria-label="sign-in required" className="size-3.5" /> : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          {user ? (
            <>
              <Button asChild variant="ghost">
                <a href="/invitations">
                  <Icon icon={UserPlus} aria-hidden="true" className="size-4" /> Invite Members
                </a>
              </Button>
              <UserMenu firstName={firstName} isAdmin={hasAdminRole(user)} />
            </>
          ) : (
            <>
              <Button variant="ghost" disabled title="Sign in to invite members">
                <Icon icon={UserPlus} aria-hidden="true" className="size-4" /> Invite Members
              </Button>
              <Button asChild>
                <a href="/auth">Join Community</a>
              </Button>
            </>
          )}
        </div>
        <div className="ml-auto md:hidden">
          <MobileMenu signedIn={Boolean(user)} firstName={firstName} isAdmin={hasAdminRole(user)} />
        </div>
      </div>
    </header>
  )
}
