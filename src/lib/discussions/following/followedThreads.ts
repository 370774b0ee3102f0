import type { Payload, Where } from 'payload'

import type { Language } from '@/i18n/languages'
import { isWithheldFromEmail } from '@/lib/reach/notifications/noticeEmailContent'
import { relationId } from '@/lib/shared/ids/relationId'
import type { DiscussionPost, User } from '@/payload-types'
import { DISCUSSION_SUBJECTS, type DiscussionSubjectField } from '@access/discussions/discussionSubjects'

import { subjectOf } from '../postSubject'
import { subjectKey } from '../subjectKey'
import { discussionThreadPath } from './discussionPaths'

/** One followed thread with new posts, as the digest lists it: no title when its label keeps it out of e-mail. */
export type FollowedThread = { title: string | null; newPosts: number; path: string }

/**
 * Threads a member follows that the digest looks at (the latest followed), and their posts read
 * per member: one page within the read budget (the digest shows a few threads).
 */
const FOLLOWED_PER_MEMBER = 100
const POSTS_PER_MEMBER = 100

/** Who follows what among a batch of digest readers: one read for the batch, only rows still following. */
export async function followedItemsOf(payload: Payload, memberIds: number[]): Promise<Map<number, Map<DiscussionSubjectField, number[]>>> {
  const followed = new Map<number, Map<DiscussionSubjectField, number[]>>()
  if (memberIds.length === 0) return followed
  const { docs } = await payload.find({
    collection: 'discussion-subscriptions',
    where: { and: [{ member: { in: memberIds } }, { following: { equals: true } }] },
    select: { member: true, itemKind: true, itemId: true },
    sort: '-updatedAt',
    depth: 0,
    limit: FOLLOWED_PER_MEMBER * memberIds.length,
    overrideAccess: true,
  })
  for (const row of docs) {
    const member = relationId(row.member)
    const items = followed.get(member) ?? new Map<DiscussionSubjectField, number[]>()
    items.set(row.itemKind, [...(items.get(row.itemKind) ?? []), row.itemId])
    followed.set(member, items)
  }
  return followed
}

/**
 * The threads a member follows that have new posts since `since`, by others, read as the member
 * (`overrideAccess: false`): the posts' own read access decides, so an item they may no longer
 * read (its label, a draft), a post of a blocked member, a hidden or waiting post is not counted.
 * A thread on material labelled TLP:AMBER or above is listed without its title (e-mail carries
 * no content of it). Most new posts first.
 */
export async function followedThreads(
  payload: Payload,
  member: User,
  items: Map<DiscussionSubjectField, number[]>,
  { since, language }: { since: Date; language: Language },
): Promise<FollowedThread[]> {
  let budget = FOLLOWED_PER_MEMBER
  const kinds: Where[] = DISCUSSION_SUBJECTS.flatMap(({ field }) => {
    const ids = (items.get(field) ?? []).slice(0, budget)
    budget -= ids.length
    return ids.length ? [{ [field]: { in: ids } }] : []
  })
  if (kinds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'discussion-posts',
    where: {
      and: [
        { or: kinds },
        { status: { equals: 'published' } },
        { createdAt: { greater_than_equal: since.toISOString() } },
        { or: [{ author: { not_equals: member.id } }, { author: { exists: false } }] },
      ],
    },
    select: { event: true, agendaItem: true, document: true, project: true },
    populate: {
      events: { title: true },
      'agenda-items': { title: true, event: true },
      documents: { title: true, tlp: true },
      projects: { title: true, tlp: true },
    },
    sort: '-createdAt',
    depth: 1,
    limit: POSTS_PER_MEMBER,
    locale: language,
    user: member,
    overrideAccess: false,
  })
  const threads = new Map<string, FollowedThread>()
  for (const post of docs as DiscussionPost[]) {
    const subject = subjectOf(post)
    if (!subject) continue
    const key = subjectKey(subject)
    const known = threads.get(key)
    if (known) {
      known.newPosts++
      continue
    }
    const item = post[subject.field]
    const title = typeof item === 'object' && item && 'title' in item ? (item.title ?? null) : null
    const agendaItemEvent =
      subject.field === 'agendaItem' && typeof post.agendaItem === 'object' ? relationId(post.agendaItem?.event) : null
    const path = discussionThreadPath(post, agendaItemEvent)
    if (!path) continue
    threads.set(key, { title: isWithheldFromEmail(post) ? null : title, newPosts: 1, path })
  }
  return [...threads.values()].sort((a, b) => b.newPosts - a.newPosts)
}
