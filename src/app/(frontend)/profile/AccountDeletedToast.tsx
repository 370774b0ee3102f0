'use client'

import { useEffect } from 'react'

import { toast } from '@/components/ui/toast'
import { ACCOUNT_DELETED } from '@/lib/privacy/accountDeletion'

/**
 * On the home page after deleting one's account (the delete action redirects to
 * /?account=deleted): the 'Account deleted' toast, then the address without the parameter.
 */
export function AccountDeletedToast() {
  useEffect(() => {
    // The redirect may arrive as a full page load, where the Toaster subscribes in its own
    // effect after this one and would miss the toast: it waits a tick. The id keeps it to one.
    const timer = setTimeout(() => {
      toast.success('Account deleted', { id: 'account-deleted', description: ACCOUNT_DELETED })
      // Only the address changes (Next.js follows history.replaceState): no second request.
      window.history.replaceState(null, '', '/')
    }, 0)
    return () => clearTimeout(timer)
  }, [])
  return null
}
