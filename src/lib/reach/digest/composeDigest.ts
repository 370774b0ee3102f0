import { weeklyDigestEmail } from '@/emails/weeklyDigest'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import type { FollowedThread } from '@/lib/discussions/following/followedThreads'
import { eventUrl } from '@/lib/events/calendar/calendarEntries'
import { formatEventRange } from '@/lib/shared/format/dates'
import { siteUrl } from '@/lib/shared/siteUrl'
import type { Notification } from '@/payload-types'

import { type DigestReader, rankForReader } from './rankForMember'
import { DIGEST_SECTIONS, type DigestSection, type WeekContent, type WeekItem } from './weekContent'
import { noticeEmailContent } from '../notifications/noticeEmailContent'

/** Items per section: the member's best matches; the section links to the rest. */
export const DIGEST_ITEMS_PER_SECTION = 5

const LIST_PATH: Record<DigestSection, string> = { events: '/events', documents: '/documents', projects: '/projects', surveys: '/surveys' }
/** An item's page (/events/{id}, /documents/{id}, /projects/{id}, /surveys/{id}). */
const itemUrl = (section: DigestSection, item: WeekItem) => {
  if (section === 'events') return eventUrl(item.id)
  return `${siteUrl()}${LIST_PATH[section]}/${item.id}`
}

export type DigestInput = {
  firstName: string | null
  reader: DigestReader
  content: WeekContent
  /** The digest's week starts here: an item of a longer batch's read from before it is not in. */
  since: Date
  notices: Notification[]
  /** The discussions the member follows with new posts (src/lib/discussions/following/followedThreads.ts). */
  followed?: FollowedThread[]
  unsubscribeUrl: string
}

/**
 * A member's weekly digest: the week's new events, documents, open projects and surveys, their
 * matches first (src/lib/reach/digest/rankForMember.ts), and the unread notices they chose to get in
 * it; null when there is nothing to tell, so nobody gets an empty digest.
 */
export function composeDigest(input: DigestInput, language: Language) {
  const t = translatorFor(language)
  const site = siteUrl()
  const sections = DIGEST_SECTIONS.flatMap((section) => {
    const items = input.content[section].filter((item) => new Date(item.createdAt) >= input.since)
    if (items.length === 0) return []
    return [
      {
        section,
        total: items.length,
        listUrl: `${site}${LIST_PATH[section]}`,
        items: rankForReader(items, input.reader, DIGEST_ITEMS_PER_SECTION).map((item) => ({
          label: item.title,
          url: itemUrl(section, item),
          detail: item.date ? formatEventRange(item.date, item.endDate ?? null, language) : undefined,
        })),
      },
    ]
  })
  // What each notice says, or only that there is news when its material is labelled TLP:AMBER or above.
  const notices = input.notices.map((notice) => {
    const content = noticeEmailContent(notice, t)
    return { text: content.withheld ? t('emails.notice.withheld.item') : content.title, url: `${site}/notifications/${notice.id}` }
  })
  // Each followed thread by its item's title and count, or only that there are posts when its label keeps it out of e-mail.
  const discussions = (input.followed ?? []).slice(0, DIGEST_ITEMS_PER_SECTION).map((thread) => ({
    text: thread.title
      ? t('emails.digest.followedThread', { title: thread.title, count: thread.newPosts })
      : t('emails.digest.followedWithheld', { count: thread.newPosts }),
    url: `${site}${thread.path}`,
  }))
  if (sections.length === 0 && notices.length === 0 && discussions.length === 0) return null
  return weeklyDigestEmail(
    {
      firstName: input.firstName,
      sections,
      notices,
      discussions,
      siteUrl: site,
      profileUrl: `${site}/profile/notifications`,
      unsubscribeUrl: input.unsubscribeUrl,
    },
    language,
  )
}
