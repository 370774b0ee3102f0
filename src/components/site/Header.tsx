import { Lock, UserPlus } from 'lucide'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { getTranslations } from '@/i18n/translations'
import { isSharedMember } from '@/lib/pageCache/sharedMember'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { LanguageSwitcher } from './LanguageSwitcher'
import { MobileMenu } from './MobileMenu'
import { NAV_ITEMS } from './navigation'
import { UserMenu } from './UserMenu'

/** Top navigation (spec 2): lock icons for visitors, Invite Members and the user's name for members. */
export async function Header({ user, language }: { user: User | null; language: Language }) {
  const t = await getTranslations()
  const href = (path: string) => pathIn(language, path)
  // A shared member page leaves the name to the member's own state (undefined: not rendered here).
  const firstName = user && isSharedMember(user) ? undefined : (user?.firstName ?? null)
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <a href={href('/')} className="text-lg font-semibold text-brand-800">
          {t('site.name')}
        </a>
        <nav aria-label={t('site.mainNavigation')} className="hidden md:block">
          <ul className="flex gap-4 text-sm font-medium text-gray-700">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <a href={href(item.href)} className="inline-flex items-center gap-1 py-1 hover:text-brand-600">
                  {t(`site.nav.${item.label}`)}
                  {item.membersOnly && !user ? <Icon icon={Lock} aria-label={t('site.signInRequired')} className="size-3.5" /> : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LanguageSwitcher current={language} />
          {user ? (
            <>
              <Button asChild variant="ghost">
                <a href={href('/invitations')}>
                  <Icon icon={UserPlus} aria-hidden="true" className="size-4" /> {t('site.inviteMembers')}
                </a>
              </Button>
              <UserMenu
                firstName={firstName}
                isAdmin={hasAdminRole(user)}
                profileHref={href('/profile')}
                texts={{
                  user: t('site.user'),
                  yourProfile: t('site.yourProfile'),
                  adminDashboard: t('site.adminDashboard'),
                  signOut: t('site.signOut'),
                }}
              />
            </>
          ) : (
            <>
              <Button variant="ghost" disabled title={t('site.signInToInvite')}>
                <Icon icon={UserPlus} aria-hidden="true" className="size-4" /> {t('site.inviteMembers')}
              </Button>
              <Button asChild>
                <a href={href('/auth')}>{t('site.joinCommunity')}</a>
              </Button>
            </>
          )}
        </div>
        <div className="ml-auto md:hidden">
          <MobileMenu signedIn={Boolean(user)} firstName={firstName} isAdmin={hasAdminRole(user)} language={language} />
        </div>
      </div>
    </header>
  )
}
