import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

/** "Hello Ada" / "Hallo Ada", or the language's greeting without a name when the member gave none (or only spaces). */
export const greeting = (language: Language, firstName: string | null | undefined) => {
  const name = firstName?.trim()
  return translatorFor(language)('emails.hello', { named: name ? 'yes' : 'no', firstName: name ?? '' })
}
