'use client'

import format, { type FormatValues } from 'icu-minify/format'
import { cloneElement, isValidElement, type ReactNode, use, useMemo } from 'react'

import { EVENT_TIME_ZONE } from '@/lib/shared/format/eventTimeZone'

import type { ClientMessages } from './clientMessages'
import { LanguageContext } from './LanguageProvider'
import type { Language } from './languages'
import { messageFallback } from './missingMessages'

/** `a.b.c` for every message of a namespace. */
type MessagePath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessagePath<T[K], `${Prefix}${K}.`>
}[keyof T & string]

type Values = Record<string, string | number | Date>
type RichValues = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>

// One Intl object per language and options, as use-intl keeps them: made once, not per message.
const cached = <T>(make: (locale: string, options?: object) => T) => {
  const made = new Map<string, T>()
  return (locale?: string | string[], options?: object) => {
    const key = `${String(locale)} ${JSON.stringify(options ?? {})}`
    let value = made.get(key)
    if (!value) made.set(key, (value = make(String(locale), options)))
    return value
  }
}
const formatters = {
  getDateTimeFormat: cached((locale, options) => new Intl.DateTimeFormat(locale, options)),
  getNumberFormat: cached((locale, options) => new Intl.NumberFormat(locale, options)),
  getPluralRules: cached((locale, options) => new Intl.PluralRules(locale, options)),
}

const useLanguageContext = () => {
  const context = use(LanguageContext)
  if (!context) throw new Error('useTranslations needs a LanguageProvider above it')
  return context
}

/** The page's language, for links and formats in client components. */
export const useLanguage = (): Language => useLanguageContext().language

/**
 * Client components' translator, like use-intl's: `const t = useTranslations('saveDate');
 * t('saveLabel', { title })`, and `t.rich` for messages with tags. The messages are compiled on
 * the server (messages.ts), so the browser only runs icu-minify's small formatter. A namespace
 * no provider above gave is a bug: with STRICT_MESSAGES the test servers fail the render.
 */
export function useTranslations<N extends keyof ClientMessages>(namespace: N) {
  const { language, messages, strict } = useLanguageContext()
  const catalogue = messages[namespace] as Record<string, unknown> | undefined
  if (!catalogue) {
    const problem = `[i18n] the namespace "${namespace}" was not given to this page's client components (IslandMessages)`
    if (strict) throw new Error(problem)
    console.error(problem)
  }
  return useMemo(() => {
    const fallback = messageFallback(strict)
    const formatted = (key: string, values: RichValues | undefined) => {
      const message = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)
      if (message === undefined || (typeof message === 'object' && !Array.isArray(message))) {
        console.error(`[i18n] MISSING_MESSAGE: ${namespace}.${key} (${language})`)
        return fallback({ namespace, key })
      }
      try {
        return format<ReactNode>(message as Parameters<typeof format>[0], language, values as FormatValues<ReactNode>, {
          formatters,
          timeZone: EVENT_TIME_ZONE,
        })
      } catch (error) {
        console.error(`[i18n] FORMATTING_ERROR: ${namespace}.${key} (${language})`, error)
        return fallback({ namespace, key })
      }
    }
    const t = (key: MessagePath<ClientMessages[N]>, values?: Values): string => String(formatted(key, values))
    /** A message with tags (`<address>…</address>`), each rendered by the function of its name. */
    t.rich = (key: MessagePath<ClientMessages[N]>, values: RichValues): ReactNode => {
      const result = formatted(key, values)
      if (!Array.isArray(result)) return result
      return result.map((part, index) => (isValidElement(part) ? cloneElement(part, { key: index }) : part))
    }
    return t
  }, [catalogue, language, namespace, strict])
}
