import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import type { NoticeEmailTopic } from '@/lib/reach/notifications/noticeEmails'

import { greeting } from './greeting'
import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'

/**
 * An inbox notice e-mailed at once (the member's choice per kind, users.noticeEmails): what the
 * notice says, and a link that opens it (marking it read) on the site, in the member's language.
 */
export const noticeEmail = (
  options: {
    firstName: string | null
    text: string
    quote?: string | null
    topic: NoticeEmailTopic
    noticeUrl: string
    unsubscribeUrl: string
  },
  language: Language,
): Email => {
  const t = translatorFor(language)
  return renderEmail({
    language,
    subject: options.text.replace(/\.$/, ''),
    heading: options.text,
    paragraphs: [
      t('emails.notice.greeting', { hello: greeting(language, options.firstName) }),
      ...(options.quote ? [t('emails.notice.quote', { message: options.quote })] : []),
    ],
    action: { label: t('emails.notice.action'), url: siteLinkIn(language, options.noticeUrl) },
    footnote: t('emails.notice.inbox'),
    unsubscribe: {
      reason: t(`emails.notice.reasons.${options.topic}`),
      label: t('emails.notice.unsubscribe'),
      url: siteLinkIn(language, options.unsubscribeUrl),
    },
  })
}
