import { createTranslator } from 'use-intl/core'

import { EVENT_TIME_ZONE } from '@/lib/format/eventTimeZone'

import type { Language } from './languages'
import { MESSAGES } from './messages'

const translators = new Map<Language, ReturnType<typeof create>>()
const create = (language: Language) => createTranslator({ locale: language, messages: MESSAGES[language], timeZone: EVENT_TIME_ZONE })

/** A language's translator, outside a page too (e-mails, calendar files, shared words); made once per language. */
export function translatorFor(language: Language) {
  let translator = translators.get(language)
  if (!translator) {
    translator = create(language)
    translators.set(language, translator)
  }
  return translator
}
