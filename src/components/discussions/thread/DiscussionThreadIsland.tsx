'use client'

import type { ComponentProps } from 'react'

import { type LanguageContextValue, LanguageProvider } from '@/i18n/LanguageProvider'

import { DiscussionThread } from './DiscussionThread'

/** The thread with the texts it translates, as LazyDiscussionThread loads it after the page. */
export function DiscussionThreadIsland({
  catalogue,
  ...props
}: ComponentProps<typeof DiscussionThread> & { catalogue: LanguageContextValue }) {
  return (
    <LanguageProvider {...catalogue}>
      <DiscussionThread {...props} />
    </LanguageProvider>
  )
}
