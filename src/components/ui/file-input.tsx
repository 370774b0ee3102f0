import type { InputHTMLAttributes } from 'react'

import { cn } from './cn'

/**
 * A file field that looks like the other fields: the browser's own control (its label, keyboard
 * use and file name; works without JavaScript), with its button styled as a secondary button.
 */
export function FileInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="file"
      className={cn(
        'block w-full cursor-pointer rounded-md border border-gray-300 bg-white text-sm text-gray-700 file:mr-3 file:min-h-10 file:cursor-pointer file:border-0 file:border-r file:border-gray-300 file:bg-gray-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-gray-900 hover:file:bg-gray-100 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600 disabled:file:cursor-not-allowed disabled:file:bg-gray-100 disabled:file:text-gray-600',
        className,
      )}
      {...props}
    />
  )
}
