import { Lock } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { fillSlots, slot } from '@/i18n/messageSlots'
import { getTranslations } from '@/i18n/translations'

import { LanguageSwitcher } from './LanguageSwitcher'
import { MemberFirstName } from './MemberFirstName'
import { MobileMenuDialog } from './MobileMenuDialog'
import { NAV_ITEMS } from './navigation'
import { signOut } from './signOut'

type Props = {
  signedIn: boolean
  /** undefined: a shared page, the name from the member's state. */
  firstName: string | null | undefined
  isAdmin: boolean
  language: Language
}

const linkClass = 'flex items-center gap-2 rounded-md px-3 py-3 text-lg font-medium hover:bg-gray-100'

/**
 * The full-screen menu on phones, mirroring the header's entries (spec 2). Rendered on the
 * server; MobileMenuDialog opens and closes it.
 */
export async function MobileMenu({ signedIn, firstName, isAdmin, language }: Props) {
  const t = await getTranslations()
  const href = (path: string) => pathIn(language, path)
  return (
    <MobileMenuDialog texts={{ openMenu: t('site.openMenu'), closeMenu: t('site.closeMenu'), name: t('site.name') }}>
      <p id="mobile-menu-description" className="sr-only">
        {t('site.siteNavigation')}
      </p>
      <nav aria-label={t('site.mobileNavigation')}>
        <ul className="space-y-1">
          {NAV_ITEMS.map((item) => (
            <li key={item.href}>
              <a href={href(item.href)} className={linkClass}>
                {t(`site.nav.${item.label}`)}
                {item.membersOnly && !signedIn ? <Icon icon={Lock} aria-label={t('site.signInRequired')} className="size-4" /> : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 space-y-1 border-t border-gray-200 pt-6">
        {signedIn ? (
          <>
            <a href={href('/invitations')} className={linkClass}>
              {t('site.inviteMembers')}
            </a>
            <a href={href('/profile')} className={linkClass}>
              {fillSlots(t('site.yourProfileOf', { name: slot('name') }), {
                name: <MemberFirstName rendered={firstName} fallback={t('site.user')} />,
              })}
            </a>
            <a href={href('/people')} className={linkClass}>
              {t('site.peopleDirectory')}
            </a>
            {isAdmin ? (
              <a href="/admin" className={linkClass}>
                {t('site.adminDashboard')}
              </a>
            ) : null}
            <form action={signOut}>
              <button type="submit" className={`${linkClass} w-full text-left`}>
                {t('site.signOut')}
              </button>
            </form>
          </>
        ) : (
          <>
            <span className={`${linkClass} text-gray-500`} aria-disabled="true">
              {t('site.inviteMembers')}
            </span>
            <a href={href('/auth')} className="mt-2 flex justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white">
              {t('site.joinCommunity')}
            </a>
          </>
        )}
      </div>
      <div className="mt-6 border-t border-gray-200 pt-6">
        <LanguageSwitcher current={language} />
      </div>
    </MobileMenuDialog>
  )
}
