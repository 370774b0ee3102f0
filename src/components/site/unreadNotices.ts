'use client'

/**
 * The bell's number between the parts of a page and the member's other tabs: the inbox's
 * buttons announce the new count, each bell listens. In this tab by a DOM event, in the others
 * by a BroadcastChannel (which does not deliver to the tab that posts).
 */
const EVENT = 'unread-notices'
const CHANNEL = 'unread-notices'

export function announceUnread(count: number) {
  window.dispatchEvent(new CustomEvent<number>(EVENT, { detail: count }))
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage(count)
  channel.close()
}

/** Calls `listener` with every count announced here or in another tab; returns the unsubscribe. */
export function onUnreadAnnounced(listener: (count: number) => void): () => void {
  const local = (event: Event) => listener((event as CustomEvent<number>).detail)
  window.addEventListener(EVENT, local)
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  if (channel) channel.onmessage = (message: MessageEvent<unknown>) => typeof message.data === 'number' && listener(message.data)
  return () => {
    window.removeEventListener(EVENT, local)
    channel?.close()
  }
}
