import type { Payload } from 'payload'

import { requestAs } from '@/lib/infrastructure/database/inTransaction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'
import type { User } from '@/payload-types'

import { findReadablePost } from './findReadablePost'
import { TOP_POSTS_PER_PAGE } from './postLimits'
import { type PostSubject, subjectOf } from './postSubject'

/** Where a post is: its item's page (before the language prefix) with the post's fragment, and the thread's page holding it. */
export type PostLocation = { subject: PostSubject; path: string; fragment: string; threadPage: number; topPostId: number }

/** The fragment naming a post in its item's page: `post-17`, or `agenda-item-5-post-17` on an event's agenda. */
export const postFragment = (subject: PostSubject, postId: number) =>
  subject.field === 'agendaItem' ? `agenda-item-${subject.id}-post-${postId}` : `post-${postId}`

/** Each item's own page (before the language prefix); an agenda item has none of its own. */
const ITEM_PAGES = { event: '/events', document: '/documents', project: '/projects' } as const

/**
 * The page an item's thread is on (before the language prefix): the event's, document's or
 * project's own page; an agenda item's thread is on its event's page, so it needs the event's
 * id (null without it). The direct links here and the links of notices and followed threads
 * (following/discussionPaths.ts) all start from it.
 */
export function itemPagePath(subject: PostSubject, agendaItemEvent?: number | null): string | null {
  if (subject.field === 'agendaItem') return agendaItemEvent ? `/events/${agendaItemEvent}` : null
  return `${ITEM_PAGES[subject.field]}/${subject.id}`
}

/**
 * A direct link to a post the member may read: the item's own page (an agenda item's is its
 * event's) with the post's fragment, and which page of the thread shows it (counted among the
 * top posts the member reads, in the thread's order), in two or three queries.
 */
export async function postLink(payload: Payload, user: User, { postId }: { postId: number }): Promise<PostLocation> {
  const req = await requestAs(payload, user)
  const post = await findReadablePost(req, postId)
  const subject = post ? subjectOf(post) : null
  if (!post || !subject) throw new AppError('NOT_FOUND', errorText('discussionPostNotFound'))
  const topId = relationId(post.replyTo) ?? post.id
  const top = topId === post.id ? post : await findReadablePost(req, topId)
  const agendaItem =
    subject.field === 'agendaItem'
      ? await payload.findByID({
          collection: 'agenda-items',
          id: subject.id,
          depth: 0,
          select: { event: true },
          req,
          overrideAccess: false,
        })
      : null
  // An agenda item always has its event (a required field), so this finds a page.
  const path = itemPagePath(subject, relationId(agendaItem?.event))
  if (!path) throw new AppError('NOT_FOUND', errorText('discussionPostNotFound'))
  // The thread's order is (createdAt, id): the top posts before this one, as the member reads them.
  const before = top
    ? await payload.count({
        collection: 'discussion-posts',
        where: {
          and: [
            { [subject.field]: { equals: subject.id } },
            { replyTo: { exists: false } },
            {
              or: [
                { createdAt: { less_than: top.createdAt } },
                { and: [{ createdAt: { equals: top.createdAt } }, { id: { less_than: top.id } }] },
              ],
            },
          ],
        },
        req,
        overrideAccess: false,
      })
    : { totalDocs: 0 }
  return {
    subject,
    path,
    fragment: postFragment(subject, post.id),
    threadPage: Math.floor(before.totalDocs / TOP_POSTS_PER_PAGE) + 1,
    topPostId: topId,
  }
}
