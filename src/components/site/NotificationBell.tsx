'use client'

import { Bell } from 'lucide'
import { useEffect, useState } from 'react'

import { Icon } from '@/components/ui/icon'

import { useMemberState } from './memberState'
import { onUnreadAnnounced } from './unreadNotices'

/** How often an open, visible page asks for the count again (notices written by others, on any instance). */
const REFRESH_MS = 60_000
const COUNT_URL = '/api/notifications/unread-count'

/**
 * The bell in the header: a link to /notifications with the member's unread count. The count
 * comes with the page (a per-member render gives `rendered`; a shared page has it in the
 * member's state), follows what the member marks read in any tab at once, and is asked again
 * every minute while the page is visible and when it becomes visible, so notices written
 * meanwhile show without a reload. `unreadLabel` holds `{count}`.
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
    let stopped = false
    const refresh = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        const response = await fetch(COUNT_URL, { credentials: 'same-origin', cache: 'no-store' })
        if (!response.ok) return
        const { unread } = (await response.json()) as { unread?: unknown }
        if (!stopped && typeof unread === 'number') setFetched(unread)
      } catch {
        // Offline or the server restarting: the next turn asks again.
      }
    }
    const timer = window.setInterval(refresh, REFRESH_MS)
    document.addEventListener('visibilitychange', refresh)
    const unsubscribe = onUnreadAnnounced((unread) => setFetched(unread))
    return () => {
      stopped = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', refresh)
      unsubscribe()
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
