'use client'

import dynamic from 'next/dynamic'

/**
 * Toasts with the spec's titles and descriptions; destructive ones use toast.error. The toast
 * library loads after the page is interactive (toasts only follow a member's action), so it is
 * not part of every page's first-load JavaScript.
 */
const Sonner = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

export function Toaster() {
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 6000 }} />
}
