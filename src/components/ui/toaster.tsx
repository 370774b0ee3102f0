'use client'

import { LoadedAfterPage } from './LoadedAfterPage'

const loadSonner = () => import('sonner').then((module) => module.Toaster)

/**
 * Toasts with the spec's titles and descriptions; destructive ones use toast.error. The toast
 * library is imported once the page has loaded (toasts only follow a member's action), so it
 * is not part of any page's first-load JavaScript; sonner shows toasts raised before it mounted.
 * Bottom right: at the top they covered the header's bell and user menu while shown (issue 49, item 11).
 */
export function Toaster() {
  return (
    <LoadedAfterPage
      load={loadSonner}
      props={{ position: 'bottom-right', richColors: true, closeButton: true, toastOptions: { duration: 6000 } }}
    />
  )
}
