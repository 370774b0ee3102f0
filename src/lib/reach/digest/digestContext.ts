import type { Payload } from 'payload'

import { recipientLanguage } from '@/emails/recipient'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { memberInterests } from '@/lib/accounts/users/memberInterests'
import { type FollowedThread, followedItemsOf, followedThreads } from '@/lib/discussions/following/followedThreads'
import { NOTICE_SELECT, withActorNames } from '@/lib/reach/notifications/listNotices'
import { NOTICE_LABEL_POPULATE } from '@/lib/reach/notifications/noticeEmailContent'
import { noticeDelivery, noticeEmailTopic } from '@/lib/reach/notifications/noticeEmails'
import { NOTICE_KINDS, type NoticeKind } from '@/lib/shared/enums'
import { relationId } from '@/lib/shared/ids/relationId'
import type { Notification, User } from '@/payload-types'

import type { DigestReader } from './rankForMember'
import { loadWeekContent, type WeekContent } from './weekContent'

/** What a batch of digests needs, read once for the batch (not per member). */
export type DigestContext = {
  content: Record<Language, WeekContent>
  readers: Map<number, DigestReader>
  /** Each member's unread notices of the kinds they want in the digest, in each language. */
  notices: Record<Language, Map<number, Notification[]>>
  /** The discussions each member follows that have new posts they may read, in the member's language. */
  followed: Map<number, FollowedThread[]>
}

/** The kinds a member can send to the digest (the others come as alerts or are the digest's own sections). */
const DIGEST_NOTICE_KINDS = NOTICE_KINDS.filter((kind) => noticeEmailTopic(kind) !== null)
/** Notices read for a batch: a member with more unread ones sees the newest and the inbox for the rest. */
const NOTICES_PER_BATCH = 500

export async function loadDigestContext(payload: Payload, users: User[], since: Date): Promise<DigestContext> {
  const among = { overrideAccess: true, depth: 0, pagination: false } as const
  const organizationIds = [...new Set(users.flatMap((user) => (user.organization ? [relationId(user.organization)] : [])))]
  const [content, organizations, notices] = await Promise.all([
    Promise.all(LANGUAGES.map((language) => loadWeekContent(payload, since, language))),
    organizationIds.length
      ? payload.find({
          collection: 'organizations',
          where: { id: { in: organizationIds } },
          select: { sector: true, type: true },
          ...among,
        })
      : null,
    Promise.all(
      LANGUAGES.map(async (locale) =>
        withActorNames(
          payload,
          (
            await payload.find({
              collection: 'notifications',
              where: {
                and: [
                  { recipient: { in: users.map((user) => user.id) } },
                  { kind: { in: DIGEST_NOTICE_KINDS } },
                  { readAt: { exists: false } },
                  { createdAt: { greater_than_equal: since.toISOString() } },
                ],
              },
              select: { ...NOTICE_SELECT, recipient: true, createdAt: true },
              populate: NOTICE_LABEL_POPULATE,
              sort: '-createdAt',
              locale,
              overrideAccess: true,
              depth: 1,
              limit: NOTICES_PER_BATCH,
            })
          ).docs as Notification[],
        ),
      ),
    ),
  ])
  const organizationOf = new Map((organizations?.docs ?? []).map((organization) => [organization.id, organization]))
  const readers = new Map(
    users.map((user) => {
      const organization = user.organization ? organizationOf.get(relationId(user.organization)) : undefined
      const reader: DigestReader = {
        sector: organization?.sector ?? null,
        organizationType: organization?.type ?? null,
        interests: memberInterests(user),
      }
      return [user.id, reader]
    }),
  )
  const userById = new Map(users.map((user) => [user.id, user]))
  const wanted = (notice: Notification) => {
    const user = userById.get(relationId(notice.recipient))
    const topic = noticeEmailTopic(notice.kind as NoticeKind)
    return user !== undefined && topic !== null && noticeDelivery(user, topic) === 'digest'
  }
  const byRecipient = (list: Notification[]) => {
    const map = new Map<number, Notification[]>()
    for (const notice of list.filter(wanted)) {
      const id = relationId(notice.recipient)
      map.set(id, [...(map.get(id) ?? []), notice])
    }
    return map
  }
  // Read as each member, one after the other: the posts' own access decides what each may see.
  const followed = new Map<number, FollowedThread[]>()
  const following = await followedItemsOf(payload, [...userById.keys()])
  for (const [memberId, items] of following) {
    const member = userById.get(memberId)
    if (member) followed.set(memberId, await followedThreads(payload, member, items, { since, language: recipientLanguage(member) }))
  }
  return {
    followed,
    content: Object.fromEntries(LANGUAGES.map((language, index) => [language, content[index]!])) as Record<Language, WeekContent>,
    readers,
    notices: Object.fromEntries(LANGUAGES.map((language, index) => [language, byRecipient(notices[index]!)])) as Record<
      Language,
      Map<number, Notification[]>
    >,
  }
}
