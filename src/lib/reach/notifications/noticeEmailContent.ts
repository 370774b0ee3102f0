import type { Translator } from '@/i18n/translator'
import { mentionPlainText } from '@/lib/discussions/mentions/parseMentions'
import { isTlpLevel, RESTRICTED_TLP_LEVELS } from '@/lib/library/tlp/tlpLevels'
import { excerpt } from '@/lib/shared/format/excerpt'
import type { Notification } from '@/payload-types'

import { NOTICE_POPULATE } from './listNotices'
import { noticeText } from './noticeView'

/**
 * What any e-mail reads of a notice beyond the inbox's words: the TLP label of the material it is
 * about, which decides whether the e-mail may say anything of it (the weekly digest's list).
 */
export const NOTICE_LABEL_POPULATE = {
  ...NOTICE_POPULATE,
  projects: { title: true, tlp: true },
  documents: { title: true, tlp: true },
} as const

/** ... and what a notice's own e-mail quotes: the applicant's message, the project's description. */
export const NOTICE_EMAIL_POPULATE = {
  ...NOTICE_LABEL_POPULATE,
  projects: { ...NOTICE_LABEL_POPULATE.projects, descriptionText: true },
  'project-applications': { status: true, message: true },
  'discussion-posts': { ...NOTICE_LABEL_POPULATE['discussion-posts'], body: true },
} as const

/** The longest quote or description an e-mail shows; the notice on the site has the rest. */
const EXCERPT_LENGTH = 300

/**
 * A notice as an e-mail tells it: what happened (the inbox's words) and what it quotes, or,
 * for material labelled TLP:AMBER, AMBER+STRICT or RED, nothing but that there is news.
 */
export type NoticeEmailContent = { withheld: false; title: string; details: string[] } | { withheld: true }

type LabelledRelation = number | { tlp?: string | null } | null | undefined

/**
 * Whether the notice is about material whose label keeps it out of e-mail (docs/decisions.md):
 * the label of its project or document, the same field access/library/tlpAccess.ts reads. A
 * related row read without its label (not populated, or read without `tlp`) counts as
 * restricted: an e-mail says nothing it cannot check.
 */
export function isWithheldFromEmail(notice: { project?: LabelledRelation; document?: LabelledRelation }): boolean {
  return [notice.project, notice.document].some((related) => {
    if (related === null || related === undefined) return false
    if (typeof related === 'number' || !isTlpLevel(related.tlp)) return true
    return RESTRICTED_TLP_LEVELS.includes(related.tlp)
  })
}

const populated = <Row extends object>(value: number | Row | null | undefined): Row | null =>
  value && typeof value === 'object' ? value : null

/** The lines an e-mail adds to a notice's words: the applicant's or sender's message, the project's description. */
function noticeDetails(notice: Notification, t: Translator): string[] {
  const quote = (text: string | null | undefined) => {
    const words = excerpt(text, EXCERPT_LENGTH)
    return words ? [t('emails.notice.quote', { message: words })] : []
  }
  switch (notice.kind) {
    case 'application-received':
      return quote(populated(notice.application)?.message)
    // A contact request quotes the sender's message (never their address).
    case 'contact-request':
      return quote(populated(notice.contactRequest)?.message)
    // A mention quotes the post, its markup read as plain words.
    case 'discussion-mention':
      return quote(mentionPlainText(populated(notice.discussionPost)?.body))
    case 'application-approved':
    case 'application-rejected': {
      const about = excerpt(populated(notice.project)?.descriptionText, EXCERPT_LENGTH)
      return about ? [t('emails.notice.project', { description: about })] : []
    }
    default:
      return []
  }
}

/** What a notice's e-mail (or its line in the weekly digest) says, in the recipient's language. */
export function noticeEmailContent(notice: Notification, t: Translator): NoticeEmailContent {
  if (isWithheldFromEmail(notice)) return { withheld: true }
  return { withheld: false, title: noticeText(notice, t), details: noticeDetails(notice, t) }
}
