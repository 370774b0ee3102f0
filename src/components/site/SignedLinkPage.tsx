import type { IconNode } from 'lucide'
import type { ReactNode } from 'react'

import { Icon } from '@/components/ui/icon'

/**
 * The card of a page an e-mail's signed link opens (/unsubscribe, /weekly-digest): what the link
 * does and its one button (SignedLinkForm), or why the link does not work.
 */
export function SignedLinkPage({
  icon,
  heading,
  text,
  children,
}: {
  icon: IconNode
  heading: string
  text: ReactNode
  children?: ReactNode
}) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <section className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <Icon icon={icon} aria-hidden="true" className="size-8 text-brand-600" />
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <p className="text-gray-700">{text}</p>
        {children}
      </section>
    </main>
  )
}

/** "Your profile" as a link inside a sentence (the invalid link's advice). */
export function profileLink(profile: string) {
  return function ProfileLink(chunks: ReactNode) {
    return (
      <a href={profile} className="font-medium text-brand-600 hover:underline">
        {chunks}
      </a>
    )
  }
}
