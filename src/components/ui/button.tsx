import { type ButtonHTMLAttributes, cloneElement, isValidElement, type ReactElement } from 'react'

import { cn } from './cn'

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 disabled:text-gray-500',
  ghost: 'text-gray-700 hover:bg-gray-100',
  /** Irreversible actions (deleting an account). */
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
} as const

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants
  /** Renders the one child element (a link) with the button's look instead of a <button>. */
  asChild?: boolean
}

export function Button({ variant = 'primary', asChild, className, children, ...props }: ButtonProps) {
  const classes = cn(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    className,
  )
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>
    return cloneElement(child, { ...props, className: cn(classes, child.props.className) } as Record<string, unknown>)
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  )
}
