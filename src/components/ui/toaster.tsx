'use client'

import { Toaster as Sonner } from 'sonner'

/** Toasts with the spec's titles and descriptions; destructive ones use toast.error. */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 6000 }} />
}
