import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'

/** After the profile is completed, in the member's language. */
export const welcomeEmail = (options: { firstName: string; siteUrl: string }, language: Language): Email => {
  const t = translatorFor(language)
  return renderEmail({
    language,
    subject: t('emails.welcome.subject'),
    heading: t('emails.welcome.heading', { firstName: options.firstName }),
    paragraphs: [t('emails.welcome.body')],
    action: { label: t('emails.welcome.action'), url: siteLinkIn(language, options.siteUrl) },
  })
}
