import type { TranslationValues } from 'use-intl/core'

import type { Messages } from '@/i18n/messages'
import { type Translator, translatorFor } from '@/i18n/translator'

/** A message of the `errors` catalogue with its values: what a refusal says, in whichever language reads it. */
export type ErrorText = { key: keyof Messages['errors']; values?: TranslationValues }

export const errorText = (key: ErrorText['key'], values?: TranslationValues): ErrorText => ({ key, values })

/** The text in a language (English for logs, REST answers and the admin panel). */
export const readErrorText = (text: ErrorText, t: Translator = translatorFor('en')): string =>
  // The key is checked by ErrorText; the translator's own overloads cannot follow a union of keys.
  (t as unknown as (key: string, values?: TranslationValues) => string)(`errors.${text.key}`, text.values)
