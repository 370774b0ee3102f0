'use client'

import { useEffect } from 'react'

import { pingActivity } from './pingActivity'

const FIVE_MINUTES = 5 * 60 * 1000

/** Spec 9: while a page is open, tell the server every 5 minutes and whenever it becomes visible. */
export function ActivityPing() {
  useEffect(() => {
    const ping = () => void pingActivity().catch(() => {})
    const timer = setInterval(ping, FIVE_MINUTES)
    const onVisible = () => document.visibilityState === 'visible' && ping()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])
  return null
}
