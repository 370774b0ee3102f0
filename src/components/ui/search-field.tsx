import { Search } from 'lucide'
import type { ReactNode } from 'react'

import { Icon } from '@/components/ui/icon'

import { Input } from './input'

/**
 * The search box of a list's filter form: labelled for screen readers, with a search icon, and
 * optionally the suggestions that open below it (components/search/SuggestionsFor).
 */
export function SearchField({
  id,
  label,
  defaultValue,
  suggestions,
}: {
  id: string
  label: string
  defaultValue?: string
  suggestions?: ReactNode
}) {
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon icon={Search} aria-hidden="true" className="pointer-events-none absolute left-3 top-3 size-4 text-gray-500" />
      <Input id={id} name="q" type="search" defaultValue={defaultValue} placeholder={label} className="pl-9" />
      {suggestions}
    </div>
  )
}
