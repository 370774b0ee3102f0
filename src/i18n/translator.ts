import { createTranslator } from 'use-intl/core'

import { EVENT_TIME_ZONE } from '@/lib/shared/format/eventTimeZone'

import type { Language } from './languages'
import { formattingMessages, MESSAGES } from './messages'
import { messageFallback, reportMessageError, strictMessages } from './missingMessages'

const translators = new Map<Language, ReturnType<typeof create>>()
/** An English message by its dotted path, the fallback a reader sees for a message German lacks. */
const englishMessage = (path: string): string | undefined => {
  const found = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], MESSAGES.en)
  return typeof found === 'string' ? found : undefined
}

const create = (language: Language) =>
  createTranslator({
    locale: language,
    messages: formattingMessages(language),
    timeZone: EVENT_TIME_ZONE,
    onError: reportMessageError,
    getMessageFallback: messageFallback(strictMessages(), englishMessage),
  })

/** A translator of one language: `t('site.signOut')`, typed by the English catalogue. */
export type Translator = ReturnType<typeof create>

/** A language's translator, outside a page too (e-mails, calendar files, shared words); made once per language. */
export function translatorFor(language: Language) {
  let translator = translators.get(language)
  if (!translator) {
    translator = create(language)
    translators.set(language, translator)
  }
  return translator
}
