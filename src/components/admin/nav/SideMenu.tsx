'use client'

import { Link } from '@payloadcms/ui'
import { LogOut, Menu, PanelLeft, X } from 'lucide'
import { useCallback, useEffect, useRef, useState } from 'react'

import { Icon } from '@/components/ui/icon'
import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { type RecordGroup, SideMenuLinks } from './SideMenuLinks'
import { MOBILE_QUERY, SIDE_MENU_COOKIE, SIDE_MENU_COOKIE_MAX_AGE } from './sideMenuState'
import './sideMenu.scss'

type Props = { defaultOpen: boolean; groups: RecordGroup[] }

const LOGOUT_HREF = '/admin/logout'

/** Ctrl/Cmd+B belongs to the field being edited (bold in the rich-text editor), not to the menu. */
function isEditing(target: EventTarget | null) {
  return (
    target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable]') !== null)
  )
}

function rememberOpen(open: boolean) {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${SIDE_MENU_COOKIE}=${open}; path=/admin; max-age=${SIDE_MENU_COOKIE_MAX_AGE}; samesite=lax${secure}`
}

/**
 * The admin side menu of spec 2: open (16rem) or icons only (3rem) on desktop, toggled by its
 * button or Ctrl/Cmd+B and remembered in a cookie the server reads (AdminSideMenu), so the first
 * paint is right; below 768 px a slide-out sheet (a modal <dialog>: focus stays inside, Escape
 * closes it and focus returns to the button that opened it).
 */
export function SideMenu({ defaultOpen, groups }: Props) {
  const { t } = useAdminTranslation()
  const title = t('custom:nav:title')
  const [open, setOpen] = useState(defaultOpen)
  const [sheetOpen, setSheetOpen] = useState(false)
  const sheet = useRef<HTMLDialogElement>(null)

  const toggleOpen = useCallback(() => {
    rememberOpen(!open)
    setOpen(!open)
  }, [open])
  const openSheet = () => {
    sheet.current?.showModal()
    setSheetOpen(true)
  }
  const closeSheet = () => sheet.current?.close()

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      if (event.defaultPrevented || isEditing(event.target)) return
      event.preventDefault()
      if (!window.matchMedia(MOBILE_QUERY).matches) toggleOpen()
      else if (sheet.current?.open) sheet.current.close()
      else openSheet()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggleOpen])

  // A sheet left open while the window grows past the breakpoint would cover the desktop menu.
  useEffect(() => {
    const mobile = window.matchMedia(MOBILE_QUERY)
    const onChange = () => {
      if (!mobile.matches) sheet.current?.close()
    }
    mobile.addEventListener('change', onChange)
    return () => mobile.removeEventListener('change', onChange)
  }, [])

  return (
    <>
      <div className="side-menu-bar">
        <button
          type="button"
          className="side-menu__button"
          aria-label={t('custom:nav:openMenu')}
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          aria-controls="admin-side-menu-sheet"
          onClick={openSheet}
        >
          <Icon icon={Menu} aria-hidden="true" />
        </button>
        <span className="side-menu__title">{title}</span>
      </div>

      <aside id="admin-side-menu" className={`side-menu ${open ? 'side-menu--open' : 'side-menu--collapsed'}`}>
        <div className="side-menu__header">
          <button
            type="button"
            className="side-menu__button"
            aria-label={t('custom:nav:toggleMenu')}
            aria-expanded={open}
            aria-controls="admin-side-menu"
            aria-keyshortcuts="Control+B Meta+B"
            title={t('custom:nav:toggleMenuShortcut')}
            onClick={toggleOpen}
          >
            <Icon icon={PanelLeft} aria-hidden="true" />
          </button>
          <span className="side-menu__title" id="admin-side-menu-title">
            {title}
          </span>
        </div>
        <nav className="side-menu__nav" aria-labelledby="admin-side-menu-title">
          <SideMenuLinks groups={groups} iconsOnly={!open} />
        </nav>
        <LogoutLink iconsOnly={!open} />
      </aside>

      <dialog
        ref={sheet}
        id="admin-side-menu-sheet"
        className="side-menu-sheet"
        aria-labelledby="admin-side-menu-sheet-title"
        onClose={() => setSheetOpen(false)}
        // A click on the dialog itself (not its content) is a click on the dimmed page beside it.
        onClick={(event) => {
          if (event.target === event.currentTarget) closeSheet()
        }}
      >
        <div className="side-menu-sheet__content">
          <div className="side-menu__header">
            <span className="side-menu__title" id="admin-side-menu-sheet-title">
              {title}
            </span>
            <button type="button" className="side-menu__button" aria-label={t('custom:nav:closeMenu')} onClick={closeSheet}>
              <Icon icon={X} aria-hidden="true" />
            </button>
          </div>
          <nav className="side-menu__nav" aria-labelledby="admin-side-menu-sheet-title">
            <SideMenuLinks groups={groups} onNavigate={closeSheet} />
          </nav>
          <LogoutLink />
        </div>
      </dialog>
    </>
  )
}

function LogoutLink({ iconsOnly = false }: { iconsOnly?: boolean }) {
  const { t } = useAdminTranslation()
  const label = t('custom:nav:logOut')
  return (
    <div className="side-menu__footer">
      <Link className="side-menu__link" href={LOGOUT_HREF} prefetch={false} title={iconsOnly ? label : undefined}>
        <Icon icon={LogOut} aria-hidden="true" className="side-menu__icon" />
        <span className="side-menu__label">{label}</span>
      </Link>
    </div>
  )
}
