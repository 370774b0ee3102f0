import { onUnreadAnnounced } from './unreadNotices'

/** How often an open, visible page asks for the count again (notices written by others, on any instance). */
const REFRESH_MS = 60_000
const COUNT_URL = '/api/notifications/unread-count'

/**
 * Keeps a bell's number current: asked again every minute while the page is visible and when it
 * becomes visible, and taken from any of the member's tabs at once. Loaded by the bell only
 * once it is on a member's page, so visitors' pages never carry it. Returns the stop.
 */
export function followUnreadNotices(update: (unread: number) => void): () => void {
  let stopped = false
  const refresh = async () => {
    if (document.visibilityState !== 'visible') return
    try {
      const response = await fetch(COUNT_URL, { credentials: 'same-origin', cache: 'no-store' })
      if (!response.ok) return
      const { unread } = (await response.json()) as { unread?: unknown }
      if (!stopped && typeof unread === 'number') update(unread)
    } catch {
      // Offline or the server restarting: the next turn asks again.
    }
  }
  const timer = window.setInterval(refresh, REFRESH_MS)
  document.addEventListener('visibilitychange', refresh)
  const unsubscribe = onUnreadAnnounced((unread) => !stopped && update(unread))
  return () => {
    stopped = true
    window.clearInterval(timer)
    document.removeEventListener('visibilitychange', refresh)
    unsubscribe()
  }
}
