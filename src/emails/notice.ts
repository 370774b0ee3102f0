import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import type { NoticeEmailContent } from '@/lib/reach/notifications/noticeEmailContent'
import type { NoticeEmailTopic } from '@/lib/reach/notifications/noticeEmails'

import { greeting } from './greeting'
import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'

/**
 * An inbox notice e-mailed at once (the member's choice per kind, users.noticeEmails): what
 * happened and what it quotes (src/lib/reach/notifications/noticeEmailContent.ts), or only that
 * there is news when its material is labelled TLP:AMBER or above, and a link that opens it
 * (marking it read) on the site, in the member's language.
 */
export const noticeEmail = (
  options: {
    firstName: string | null
    content: NoticeEmailContent
    topic: NoticeEmailTopic
    noticeUrl: string
    unsubscribeUrl: string
    /** The e-mail carries a signed Reply-To: answering it posts a reply (a discussion mention). */
    replyByEmail?: boolean
  },
  language: Language,
): Email => {
  const t = translatorFor(language)
  const hello = greeting(language, options.firstName)
  const { content } = options
  const subject = content.withheld ? t('emails.notice.withheld.subject') : content.title.replace(/\.$/, '')
  return renderEmail({
    language,
    subject,
    heading: content.withheld ? subject : content.title,
    paragraphs: content.withheld
      ? [t('emails.notice.greeting', { hello }), t('emails.notice.withheld.reason')]
      : [t('emails.notice.intro', { hello }), ...content.details, ...(options.replyByEmail ? [t('emails.notice.replyByEmail')] : [])],
    action: { label: t('emails.notice.action'), url: siteLinkIn(language, options.noticeUrl) },
    footnote: t('emails.notice.inbox'),
    unsubscribe: {
      reason: t(`emails.notice.reasons.${options.topic}`),
      label: t('emails.notice.unsubscribe'),
      url: siteLinkIn(language, options.unsubscribeUrl),
    },
  })
}
