'use client'

import { useEffect } from 'react'

import { ANALYTICS_ANCHOR } from './adminLinks'

/** How long the page may keep growing above the panel after it first appears. */
const SETTLE_MS = 3000

/**
 * The list's Analytics link ends in #user-analytics. The browser jumps to the anchor while
 * the edit form above it is still growing (fields render in steps), so the jump falls short.
 * Until the layout settles, keep the panel at the top on every frame in which it moved, and
 * stop as soon as the reader scrolls, types or clicks.
 */
export function ScrollToAnalytics() {
  useEffect(() => {
    if (window.location.hash !== `#${ANALYTICS_ANCHOR}`) return
    const panel = document.getElementById(ANALYTICS_ANCHOR)
    if (!panel) return
    const until = performance.now() + SETTLE_MS
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const
    let frame = 0
    let lastTop = Number.NaN
    const follow = () => {
      const top = panel.getBoundingClientRect().top
      if (top !== lastTop) {
        panel.scrollIntoView({ block: 'start' })
        lastTop = panel.getBoundingClientRect().top
      }
      frame = performance.now() < until ? requestAnimationFrame(follow) : 0
    }
    const stop = () => {
      cancelAnimationFrame(frame)
      for (const event of events) window.removeEventListener(event, stop)
    }
    for (const event of events) window.addEventListener(event, stop, { passive: true })
    follow()
    return stop
  }, [])
  return null
}
