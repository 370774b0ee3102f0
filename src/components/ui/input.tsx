import type { InputHTMLAttributes } from 'react'

import { cn } from './cn'

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'block min-h-10 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 read-only:bg-gray-100 disabled:bg-gray-100 disabled:text-gray-600 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  )
}
