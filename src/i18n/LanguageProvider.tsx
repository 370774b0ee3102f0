'use client'

import type { ReactNode } from 'react'
import { type AbstractIntlMessages, IntlProvider } from 'use-intl'

import { EVENT_TIME_ZONE } from '@/lib/format/eventTimeZone'

import type { Language } from './languages'

/**
 * The page's language and the part of its catalogue that client components use
 * (`useTranslations()` from use-intl), handed down by the layout (clientMessages).
 */
export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  return (
    <IntlProvider locale={language} messages={messages} timeZone={EVENT_TIME_ZONE}>
      {children}
    </IntlProvider>
  )
}
