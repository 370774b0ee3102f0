import type { IconNode } from 'lucide'
import { createElement, type SVGProps } from 'react'

/**
 * A Lucide icon (the `lucide` package's drawings) as plain SVG. It has no script of its own, so
 * icons in server components cost a page no JavaScript (lucide-react's are client components,
 * which put its runtime into every page). Hidden from screen readers unless it has a label.
 */
export function Icon({ icon, ...props }: { icon: IconNode } & SVGProps<SVGSVGElement>) {
  const labelled = props['aria-label'] !== undefined
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
