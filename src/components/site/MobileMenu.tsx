'use client'

import { Lock, Menu, X } from 'lucide'
import { type ReactNode, useRef } from 'react'

import { Icon } from '@/components/ui/icon'
import { fillTextSlots } from '@/i18n/messageSlots'

import { useMemberFirstName } from './memberState'
import { type MOBILE_MENU_PATHS, NAV_ITEMS } from './navigation'
import { signOut } from './signOut'

/**
 * The menu's words, in the page's language, from the server (Header); `yourProfileOf` keeps a
 * slot for the name, which a shared page learns in the browser.
 */
export type MobileMenuTexts = Record<
  | 'openMenu'
  | 'closeMenu'
  | 'name'
  | 'siteNavigation'
  | 'mobileNavigation'
  | 'signInRequired'
  | 'inviteMembers'
  | 'yourProfileOf'
  | 'user'
  | 'adminDashboard'
  | 'signOut'
  | 'joinCommunity',
  string
> & { nav: Record<(typeof NAV_ITEMS)[number]['label'], string> }

/** Each of MOBILE_MENU_PATHS in the page's language, from the server, so no path logic loads in every page. */
export type MobileMenuLinks = Record<(typeof MOBILE_MENU_PATHS)[number], string>

type Props = {
  signedIn: boolean
  firstName: string | null | undefined
  isAdmin: boolean
  languageSwitcher: ReactNode
  links: MobileMenuLinks
  texts: MobileMenuTexts
}

/**
 * The full-screen menu on phones, mirroring the header's entries (spec 2). A native modal
 * <dialog>: the browser keeps focus inside, makes the page behind inert and closes it on
 * Escape, with no dialog library in every page's JavaScript.
 */
export function MobileMenu({ signedIn, firstName: rendered, isAdmin, languageSwitcher, links, texts }: Props) {
  const firstName = useMemberFirstName(rendered)
  const t = (key: Exclude<keyof MobileMenuTexts, 'nav'>) => texts[key]
  const href = (path: keyof MobileMenuLinks) => links[path]
  const dialog = useRef<HTMLDialogElement>(null)
  const close = () => dialog.current?.close()
  const linkClass = 'flex items-center gap-2 rounded-md px-3 py-3 text-lg font-medium hover:bg-gray-100'
  return (
    <>
      <button
        type="button"
        className="rounded-md p-2 text-gray-800 hover:bg-gray-100 md:hidden"
        aria-label={t('openMenu')}
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
            {t('name')}
          </h2>
          <button type="button" className="rounded-md p-2 hover:bg-gray-100" aria-label={t('closeMenu')} onClick={close}>
            <Icon icon={X} aria-hidden="true" className="size-6" />
          </button>
        </div>
        <p id="mobile-menu-description" className="sr-only">
          {t('siteNavigation')}
        </p>
        <nav aria-label={t('mobileNavigation')}>
          <ul className="space-y-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <a href={href(item.href)} className={linkClass} onClick={close}>
                  {texts.nav[item.label]}
                  {item.membersOnly && !signedIn ? <Icon icon={Lock} aria-label={t('signInRequired')} className="size-4" /> : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 space-y-1 border-t border-gray-200 pt-6">
          {signedIn ? (
            <>
              <a href={href('/invitations')} className={linkClass} onClick={close}>
                {t('inviteMembers')}
              </a>
              <a href={href('/profile')} className={linkClass} onClick={close}>
                {fillTextSlots(texts.yourProfileOf, { name: firstName || t('user') })}
              </a>
              {isAdmin ? (
                <a href="/admin" className={linkClass} onClick={close}>
                  {t('adminDashboard')}
                </a>
              ) : null}
              <form action={signOut}>
                <button type="submit" className={`${linkClass} w-full text-left`}>
                  {t('signOut')}
                </button>
              </form>
            </>
          ) : (
            <>
              <span className={`${linkClass} text-gray-500`} aria-disabled="true">
                {t('inviteMembers')}
              </span>
              <a
                href={href('/auth')}
                className="mt-2 flex justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white"
                onClick={close}
              >
                {t('joinCommunity')}
              </a>
            </>
          )}
        </div>
        <div className="mt-6 border-t border-gray-200 pt-6">{languageSwitcher}</div>
      </dialog>
    </>
  )
}
