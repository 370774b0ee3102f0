import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'
import { formatListDate } from '../lib/shared/format/dates'

/**
 * The confirmation of an organization's e-mail domain (issue 23, item 6), sent to an address at
 * that domain: whoever reads that mailbox confirms that the domain is the organization's. In the
 * requesting organization admin's language.
 */
export function domainConfirmationEmail(
  options: { organizationName: string; domain: string; requestedBy: string; confirmUrl: string; expiresAt: Date },
  language: Language,
): Email {
  const t = translatorFor(language)
  const values = { organization: options.organizationName, domain: options.domain, name: options.requestedBy }
  return renderEmail({
    language,
    subject: t('emails.domainConfirmation.subject', values),
    heading: t('emails.domainConfirmation.heading', values),
    paragraphs: [
      t('emails.domainConfirmation.body', values),
      t('emails.domainConfirmation.validUntil', { date: formatListDate(options.expiresAt, language) }),
    ],
    action: { label: t('emails.domainConfirmation.action'), url: siteLinkIn(language, options.confirmUrl) },
    footnote: t('emails.domainConfirmation.footnote'),
  })
}
