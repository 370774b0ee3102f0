'use client'

import { ChevronDown, LayoutDashboard, LogOut, UserRound, UsersRound } from 'lucide'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { Icon } from '@/components/ui/icon'

import { useMemberFirstName } from './memberState'
import { signOut } from './signOut'

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-sm text-gray-800 outline-none hover:bg-gray-100 focus-visible:bg-gray-100'

/** The menu's words, in the page's language, from the server (Header). */
export type UserMenuTexts = Record<'user' | 'yourProfile' | 'peopleDirectory' | 'adminDashboard' | 'signOut', string>

/**
 * The signed-in member's menu (spec 2): first name (fallback 'User'), profile, the people directory, admin, sign out.
 * A menu button in the WAI-ARIA pattern (arrow keys, Home/End, Escape, click outside), kept
 * small because it ships with every page. `firstName` undefined: a shared page, the name from
 * the member's state.
 */
export function UserMenu({
  firstName: rendered,
  isAdmin,
  profileHref,
  peopleHref,
  texts,
}: {
  firstName: string | null | undefined
  isAdmin: boolean
  profileHref: string
  peopleHref: string
  texts: UserMenuTexts
}) {
  const firstName = useMemberFirstName(rendered)
  const t = (key: keyof UserMenuTexts) => texts[key]
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  useEffect(() => {
    if (!open) return
    items()[0]?.focus()
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items()
    const at = list.indexOf(document.activeElement as HTMLElement)
    const moveTo = (index: number) => list[(index + list.length) % list.length]?.focus()
    if (event.key === 'ArrowDown') moveTo(at + 1)
    else if (event.key === 'ArrowUp') moveTo(at - 1)
    else if (event.key === 'Home') moveTo(0)
    else if (event.key === 'End') moveTo(list.length - 1)
    else if (event.key === 'Escape') {
      setOpen(false)
      trigger.current?.focus()
    } else if (event.key === 'Tab') setOpen(false)
    else return
    event.preventDefault()
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
          }
        }}
        className="inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-gray-800 hover:bg-gray-100"
      >
        {firstName || t('user')}
        <Icon icon={ChevronDown} aria-hidden="true" className="size-4" />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={firstName || t('user')}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute right-0 z-50 mt-1.5 min-w-48 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
      >
        <a href={profileHref} role="menuitem" tabIndex={-1} className={itemClass} onClick={() => setOpen(false)}>
          <Icon icon={UserRound} aria-hidden="true" className="size-4" /> {t('yourProfile')}
        </a>
        <a href={peopleHref} role="menuitem" tabIndex={-1} className={itemClass} onClick={() => setOpen(false)}>
          <Icon icon={UsersRound} aria-hidden="true" className="size-4" /> {t('peopleDirectory')}
        </a>
        {isAdmin ? (
          <a href="/admin" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => setOpen(false)}>
            <Icon icon={LayoutDashboard} aria-hidden="true" className="size-4" /> {t('adminDashboard')}
          </a>
        ) : null}
        <div role="separator" className="my-1 h-px bg-gray-200" />
        <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => void signOut()}>
          <Icon icon={LogOut} aria-hidden="true" className="size-4" /> {t('signOut')}
        </button>
      </div>
    </div>
  )
}
