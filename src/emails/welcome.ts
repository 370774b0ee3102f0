import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'

/**
 * After the profile is completed, in the member's language; with the one-click offer of the
 * weekly digest (`weeklyDigestUrl`) when the member did not turn it on with the form.
 */
export const welcomeEmail = (
  options: { firstName: string; siteUrl: string; weeklyDigestUrl?: string | null },
  language: Language,
): Email => {
  const t = translatorFor(language)
  return renderEmail({
    language,
    subject: t('emails.welcome.subject'),
    heading: t('emails.welcome.heading', { named: options.firstName.trim() ? 'yes' : 'no', firstName: options.firstName.trim() }),
    paragraphs: [t('emails.welcome.body')],
    sections: options.weeklyDigestUrl
      ? [
          {
            heading: t('emails.welcome.digestHeading'),
            items: [
              {
                label: t('emails.welcome.digestLabel'),
                url: siteLinkIn(language, options.weeklyDigestUrl),
                detail: t('emails.welcome.digestDetail'),
              },
            ],
          },
        ]
      : undefined,
    action: { label: t('emails.welcome.action'), url: siteLinkIn(language, options.siteUrl) },
  })
}
