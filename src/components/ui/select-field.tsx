import type { SelectHTMLAttributes } from 'react'

import { cn } from './cn'

const selectClassName =
  'block min-h-10 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm disabled:bg-gray-100 disabled:text-gray-600'

/** A choice: a value shown as it is, or a value with its label. */
export type SelectOption = string | { value: string; label: string }
/** Choices under a heading (an optgroup). */
export type SelectOptionGroup = { group: string; options: readonly SelectOption[] }

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly (SelectOption | SelectOptionGroup)[]
  /** The label of a first, empty choice ('All Types', 'Select a sector'). */
  placeholder?: string
}

/** A native select with the site's look, its choices from a list. */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <select className={cn(selectClassName, className)} {...props}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) =>
        typeof option === 'object' && 'group' in option ? (
          <optgroup key={option.group} label={option.group}>
            {option.options.map(renderOption)}
          </optgroup>
        ) : (
          renderOption(option)
        ),
      )}
    </select>
  )
}

function renderOption(option: SelectOption) {
  const { value, label } = typeof option === 'string' ? { value: option, label: option } : option
  return (
    <option key={value} value={value}>
      {label}
    </option>
  )
}

/** A select with a screen-reader label: filters work without JavaScript and in the URL. */
export function SelectField({ id, label, ...props }: SelectProps & { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select id={id} {...props} />
    </div>
  )
}
