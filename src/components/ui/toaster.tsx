'use client'

import { type ComponentType, useEffect, useState } from 'react'
import type { ToasterProps } from 'sonner'

/**
 * Toasts with the spec's titles and descriptions; destructive ones use toast.error. The toast
 * library is imported once the page has loaded (toasts only follow a member's action), so it
 * is not part of any page's first-load JavaScript; sonner shows toasts raised before it mounted.
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(() => {
    let active = true
    void import('sonner').then((module) => active && setSonner(() => module.Toaster))
    return () => {
      active = false
    }
  }, [])
  return Sonner ? <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 6000 }} /> : null
}
