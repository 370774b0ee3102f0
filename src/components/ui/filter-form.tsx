import type { ReactNode } from 'react'

import { getTranslations } from '@/i18n/translations'

import { Button } from './button'
import { cn } from './cn'

/**
 * A list's search and filters as a plain GET form: results live in the URL and render on the
 * server. `className` sets the columns of its grid, one per control and one for Apply.
 */
export async function FilterForm({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const t = await getTranslations()
  return (
    <form role="search" aria-label={label} className={cn('grid gap-3 rounded-lg border border-gray-200 bg-white p-4', className)}>
      {children}
      <Button type="submit">{t('ui.apply')}</Button>
    </form>
  )
}
