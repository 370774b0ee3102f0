import { Lock, Search, UserPlus } from 'lucide'

import { SuggestionsFor } from '@/components/search/SuggestionsFor'
import { suggestionTexts } from '@/components/search/suggestionTexts'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { getTranslations } from '@/i18n/translations'
import { isSharedMember } from '@/lib/platform/pageCache/sharedMember'
import { pageUnreadNoticeCount } from '@/lib/reach/notifications/pageUnreadNoticeCount'
import type { User } from '@/payload-types'
import { holdsAdminRole } from '@access/roles'

import { LanguageSwitcher } from './LanguageSwitcher'
import { MobileMenu } from './MobileMenu'
import { NAV_ITEMS } from './navigation'
import { NotificationBell } from './NotificationBell'
import { UserMenu } from './UserMenu'

/** Top navigation (spec 2): lock icons for visitors; for members Invite Members, the notification bell and the user's name. */
export async function Header({ user, language }: { user: User | null; language: Language }) {
  const t = await getTranslations()
  const href = (path: string) => pathIn(language, path)
  // A shared member page leaves the name to the member's own state (undefined: not rendered here).
  const shared = Boolean(user && isSharedMember(user))
  const firstName = shared ? undefined : (user?.firstName ?? null)
  // The bell's number: a shared page leaves it to the member's state, like the name.
  const unread = user && !shared ? await pageUnreadNoticeCount(user.id) : undefined
  // One row from 1280 px in both languages (the row is at most 72 rem wide at any width): the
  // invitation is an icon with its name as tooltip and accessible name where its label does not
  // fit, in German always (the mobile menu spells it out).
  const inviteLabel = language === 'de' ? 'hidden' : 'hidden xl:inline'
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
        <div className="ml-auto flex items-center gap-2">
          {/* The site-wide search: a plain GET form to /search (no JavaScript needed; suggestions load
              after the page). From 1024 px an icon-sized field that widens over the menu while it has
              focus (the header's row has no room for a wide one); on narrower screens a link to /search. */}
          <form role="search" action={href('/search')} method="get" className="relative hidden size-10 shrink-0 lg:block">
            <label htmlFor="site-header-search" className="sr-only">
              {t('site.search')}
            </label>
            <input
              id="site-header-search"
              name="q"
              type="search"
              maxLength={200}
              placeholder={t('site.searchPlaceholder')}
              title={t('site.search')}
              className="absolute right-0 top-0 z-10 h-10 w-10 cursor-pointer rounded-md border border-transparent bg-transparent pl-3 pr-9 text-sm text-transparent placeholder:text-transparent hover:bg-gray-100 focus:w-64 focus:cursor-text focus:border-gray-300 focus:bg-white focus:text-gray-900 focus:placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-brand-600 motion-safe:transition-[width]"
            />
            <Icon icon={Search} aria-hidden="true" className="pointer-events-none absolute right-3 top-3 z-20 size-4 text-gray-700" />
            <SuggestionsFor
              inputId="site-header-search"
              language={language}
              texts={await suggestionTexts()}
              className="right-0 top-11 w-80"
            />
          </form>
          <a
            href={href('/search')}
            aria-label={t('site.search')}
            title={t('site.search')}
            className="inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 lg:hidden"
          >
            <Icon icon={Search} aria-hidden="true" className="size-5" />
          </a>
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitcher current={language} />
            {user ? (
              <Button asChild variant="ghost">
                <a href={href('/invitations')} aria-label={t('site.inviteMembers')} title={t('site.inviteMembers')}>
                  <Icon icon={UserPlus} aria-hidden="true" className="size-4" />{' '}
                  <span className={inviteLabel}>{t('site.inviteMembers')}</span>
                </a>
              </Button>
            ) : (
              <>
                <Button variant="ghost" disabled aria-label={t('site.inviteMembers')} title={t('site.signInToInvite')}>
                  <Icon icon={UserPlus} aria-hidden="true" className="size-4" />{' '}
                  <span className={inviteLabel}>{t('site.inviteMembers')}</span>
                </Button>
                <Button asChild>
                  <a href={href('/auth')}>{t('site.joinCommunity')}</a>
                </Button>
              </>
            )}
          </div>
          {user ? (
            <NotificationBell
              rendered={unread}
              href={href('/notifications')}
              label={t('notifications.bell')}
              // The number is put in by the bell, which counts in the browser.
              unreadLabel={t('notifications.bellUnread', { count: '{count}' })}
            />
          ) : null}
          {user ? (
            <div className="hidden md:block">
              <UserMenu
                firstName={firstName}
                isAdmin={holdsAdminRole(user)}
                profileHref={href('/profile')}
                peopleHref={href('/people')}
                texts={{
                  user: t('site.user'),
                  yourProfile: t('site.yourProfile'),
                  peopleDirectory: t('site.peopleDirectory'),
                  adminDashboard: t('site.adminDashboard'),
                  signOut: t('site.signOut'),
                }}
              />
            </div>
          ) : null}
          <div className="md:hidden">
            <MobileMenu signedIn={Boolean(user)} firstName={firstName} isAdmin={holdsAdminRole(user)} language={language} />
          </div>
        </div>
      </div>
    </header>
  )
}
