import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'

/** The link that sets a new password, in the account's language (its page too). */
export const passwordResetEmail = (resetUrl: string, language: Language): Email => {
  const t = translatorFor(language)
  return renderEmail({
    language,
    subject: t('emails.passwordReset.subject'),
    heading: t('emails.passwordReset.heading'),
    paragraphs: [t('emails.passwordReset.body')],
    action: { label: t('emails.passwordReset.action'), url: siteLinkIn(language, resetUrl) },
    footnote: t('emails.passwordReset.footnote'),
  })
}
