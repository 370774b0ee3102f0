import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

/** "Hello Ada" / "Hallo Ada", or the language's greeting without a name when the member gave none. */
export const greeting = (language: Language, firstName: string | null | undefined) =>
  translatorFor(language)('emails.hello', { named: firstName ? 'yes' : 'no', firstName: firstName ?? '' })
