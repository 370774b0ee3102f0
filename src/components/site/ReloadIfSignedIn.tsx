'use client'

import { useEffect } from 'react'

/**
 * Visitor pages may be kept in the browser's back/forward cache (they hold nothing personal).
 * One restored after the visitor has signed in would show the visitor's header and prompts,
 * so it asks whether there is a session now and loads the page again if there is.
 */
export function ReloadIfSignedIn() {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      fetch('/api/member-state', { cache: 'no-store' })
        .then((answer) => {
          if (answer.ok) window.location.reload()
        })
        .catch(() => {})
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])
  return null
}
