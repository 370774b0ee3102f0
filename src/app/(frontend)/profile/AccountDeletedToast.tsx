'use client'

import { useEffect } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import { toast } from '@/components/ui/toast'
import { pathIn } from '@/i18n/languagePaths'

/**
 * On the home page after deleting one's account (the delete action redirects to
 * /?account=deleted, or /de?account=deleted): the 'Account deleted' toast, then the address
 * without the parameter.
 */
export function AccountDeletedToast() {
  const t = useTranslations('deleteAccount')
  const home = pathIn(useLocale(), '/')
  useEffect(() => {
    // The redirect may arrive as a full page load, where the Toaster subscribes in its own
    // effect after this one and would miss the toast: it waits a tick. The id keeps it to one.
    const timer = setTimeout(() => {
      toast.success(t('deletedTitle'), { id: 'account-deleted', description: t('deleted') })
      // Only the address changes (Next.js follows history.replaceState): no second request.
      window.history.replaceState(null, '', home)
    }, 0)
    return () => clearTimeout(timer)
  }, [t, home])
  return null
}
