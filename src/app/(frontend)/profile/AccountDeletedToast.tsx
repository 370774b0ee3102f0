'use client'

import { useEffect } from 'react'

import { toast } from '@/components/ui/toast'

/**
 * On the home page after deleting one's account (the delete action redirects to
 * /?account=deleted, or /de?account=deleted): the 'Account deleted' toast, then the address
 * without the parameter.
 */
export function AccountDeletedToast({ title, description, home }: { title: string; description: string; home: string }) {
  useEffect(() => {
    // The redirect may arrive as a full page load, where the Toaster subscribes in its own
    // effect after this one and would miss the toast: it waits a tick. The id keeps it to one.
    const timer = setTimeout(() => {
      toast.success(title, { id: 'account-deleted', description })
      // Only the address changes (Next.js follows history.replaceState): no second request.
      window.history.replaceState(null, '', home)
    }, 0)
    return () => clearTimeout(timer)
  }, [title, description, home])
  return null
}
