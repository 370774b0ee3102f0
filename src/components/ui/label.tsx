import type { ComponentProps } from 'react'

import { cn } from './cn'

/** A form label: a plain <label>, no script (it renders on the server). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('mb-1 block text-sm font-medium text-gray-800', className)} {...props} />
}
