import type { SelectHTMLAttributes } from 'react'

import { cn } from './cn'

export const selectClassName =
  'block min-h-10 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm disabled:bg-gray-100 disabled:text-gray-600'

type Props = SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string; options: { value: string; label: string }[] }

/** A native select with a screen-reader label: filters work without JavaScript and in the URL. */
export function SelectField({ id, label, options, className, ...props }: Props) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} className={cn(selectClassName, className)} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
