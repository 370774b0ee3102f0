'use client'

import type { ReactNode } from 'react'
import { type AbstractIntlMessages, IntlProvider } from 'use-intl'

import { EVENT_TIME_ZONE } from '@/lib/format/eventTimeZone'

import type { Language } from './languages'
import { messageFallback, reportMessageError } from './missingMessages'

/**
 * The page's language and the part of its catalogue that client components use
 * (`useTranslations()` from use-intl), handed down by the layout (clientMessages).
 */
export function LanguageProvider({
  language,
  messages,
  strict,
  children,
}: {
  language: Language
  messages: AbstractIntlMessages
  /** The server's STRICT_MESSAGES: a missing message shows its mark (missingMessages.ts). */
  strict: boolean
  children: ReactNode
}) {
  return (
    <IntlProvider
      locale={language}
      messages={messages}
      timeZone={EVENT_TIME_ZONE}
      onError={reportMessageError}
      getMessageFallback={messageFallback(strict)}
    >
      {children}
    </IntlProvider>
  )
}
