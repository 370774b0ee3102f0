import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'

/** The link that proves the address of a new account (or of a changed address), in the account's language. */
export const verificationEmail = (verifyUrl: string, language: Language): Email => {
  const t = translatorFor(language)
  return renderEmail({
    language,
    subject: t('emails.verification.subject'),
    heading: t('emails.verification.heading'),
    paragraphs: [t('emails.verification.body')],
    action: { label: t('emails.verification.action'), url: siteLinkIn(language, verifyUrl) },
    footnote: t('emails.verification.footnote'),
  })
}

/** To the owner of an address someone tried to sign up with again, in the owner's language. */
export const signUpAttemptEmail = (resetUrl: string, language: Language): Email => {
  const t = translatorFor(language)
  return renderEmail({
    language,
    subject: t('emails.signUpAttempt.subject'),
    heading: t('emails.signUpAttempt.heading'),
    paragraphs: [t('emails.signUpAttempt.body'), t('emails.signUpAttempt.advice')],
    action: { label: t('emails.signUpAttempt.action'), url: siteLinkIn(language, resetUrl) },
    footnote: t('emails.signUpAttempt.footnote'),
  })
}
