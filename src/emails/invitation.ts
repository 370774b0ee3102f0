import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { type Email, renderEmail } from './layout'
import { formatListDate } from '../lib/shared/format/dates'

/**
 * An expert's invitation, in the language its inviter chose (the page they invited from). The
 * invitee has no account yet: the link stays unprefixed, so the site they arrive at follows their
 * own browser's language.
 */
export const invitationEmail = (options: { inviterName: string | null; acceptUrl: string; expiresAt: Date }, language: Language): Email => {
  const t = translatorFor(language)
  const inviterName = options.inviterName || t('emails.invitation.someone')
  return renderEmail({
    language,
    subject: t('emails.invitation.subject', { inviterName }),
    heading: t('emails.invitation.heading', { inviterName }),
    paragraphs: [
      t('emails.invitation.body', { inviterName }),
      t('emails.invitation.validUntil', { date: formatListDate(options.expiresAt, language) }),
    ],
    action: { label: t('emails.invitation.action'), url: options.acceptUrl },
  })
}
