'use client'

import { type ComponentType, useEffect, useState } from 'react'

type PreviewBarProps = { serverUrl: string }

/**
 * The preview bar of an admin previewing drafts (PreviewBarContent). Only they see it, so it and
 * Payload's live-preview listener are imported once the page has loaded, and are not part of
 * any page's first-load JavaScript (as the toasts).
 */
export function PreviewBar({ serverUrl }: PreviewBarProps) {
  const [Bar, setBar] = useState<ComponentType<PreviewBarProps> | null>(null)
  useEffect(() => {
    let active = true
    void import('./PreviewBarContent').then((module) => active && setBar(() => module.PreviewBarContent))
    return () => {
      active = false
    }
  }, [])
  return Bar ? <Bar serverUrl={serverUrl} /> : null
}
