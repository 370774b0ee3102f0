'use client'

import { Bell } from 'lucide'
import { useEffect, useState } from 'react'

import { Icon } from '@/components/ui/icon'

import { useMemberState } from './memberState'

/**
 * The bell in the header: a link to /notifications with the member's unread count. The count
 * comes with the page (a per-member render gives `rendered`; a shared page has it in the
 * member's state) and then follows ./followUnreadNotices.ts (every tab of the member, and the
 * server every minute while visible), so notices written meanwhile show without a reload.
 * `unreadLabel` holds `{count}`.
 */
export function NotificationBell({
  rendered,
  href,
  label,
  unreadLabel,
}: {
  rendered: number | undefined
  href: string
  label: string
  unreadLabel: string
}) {
  const state = useMemberState()
  const [fetched, setFetched] = useState<number | null>(null)
  const count = fetched ?? rendered ?? state?.unreadNotifications ?? null

  useEffect(() => {
    // The live part is a chunk of its own, fetched once a member's page shows the bell.
    let stop: (() => void) | undefined
    let unmounted = false
    void import('./followUnreadNotices').then(({ followUnreadNotices }) => {
      if (!unmounted) stop = followUnreadNotices(setFetched)
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [])

  const unread = count ?? 0
  return (
    <a
      href={href}
      aria-label={unread > 0 ? unreadLabel.replace('{count}', String(unread)) : label}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="notification-bell"
    >
      <Icon icon={Bell} aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </a>
  )
}
