import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import type { DigestSection } from '@/lib/reach/digest/weekContent'

import { greeting } from './greeting'
import { type Email, type EmailSection, renderEmail } from './layout'
import { siteLinkIn } from './recipient'

export type DigestEmailOptions = {
  firstName: string | null
  /** The week's items per section, the member's first, each with the count of all of its kind. */
  sections: { section: DigestSection; items: { label: string; url: string; detail?: string }[]; total: number; listUrl: string }[]
  /** Unread notices the member chose to get in the digest. */
  notices: { text: string; url: string }[]
  /** Discussions the member follows with new posts (none of the content of AMBER and above). */
  discussions?: { text: string; url: string }[]
  siteUrl: string
  profileUrl: string
  unsubscribeUrl: string
}

/** The weekly digest (src/lib/reach/digest/composeDigest.ts), in the member's language. */
export const weeklyDigestEmail = (options: DigestEmailOptions, language: Language): Email => {
  const t = translatorFor(language)
  const link = (url: string) => siteLinkIn(language, url)
  const sections: EmailSection[] = [
    ...(options.notices.length
      ? [{ heading: t('emails.digest.notices'), items: options.notices.map((notice) => ({ label: notice.text, url: link(notice.url) })) }]
      : []),
    ...(options.discussions?.length
      ? [
          {
            heading: t('emails.digest.followed'),
            items: options.discussions.map((thread) => ({ label: thread.text, url: link(thread.url) })),
          },
        ]
      : []),
    ...options.sections.map(({ section, items, total, listUrl }) => ({
      heading: t(`emails.digest.sections.${section}`),
      items: items.map((item) => ({ ...item, url: link(item.url) })),
      more: total > items.length ? { label: t('emails.digest.seeAll', { count: total }), url: link(listUrl) } : undefined,
    })),
  ]
  return renderEmail({
    language,
    subject: t('emails.digest.subject'),
    heading: t('emails.digest.heading'),
    paragraphs: [t('emails.digest.intro', { hello: greeting(language, options.firstName) })],
    sections,
    action: { label: t('emails.digest.action'), url: link(options.siteUrl) },
    footnote: t('emails.digest.settings', { url: link(options.profileUrl) }),
    unsubscribe: { reason: t('emails.digest.reason'), label: t('emails.digest.unsubscribe'), url: link(options.unsubscribeUrl) },
  })
}
