'use client'

import { useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'

/** 'PP' is "Nov 22, 2026"; 'PPp' adds the time. */
export type AdminDatePattern = 'PP' | 'PPp'

/**
 * A date in the admin's language and the browser's time zone (the server renders in its
 * own zone, hence the hydration warning is suppressed).
 */
export function AdminDate({ value, pattern = 'PP' }: { value: string; pattern?: AdminDatePattern }) {
  const { i18n } = useTranslation()
  return (
    <time dateTime={value} suppressHydrationWarning>
      {formatDate({ date: value, i18n, pattern })}
    </time>
  )
}
