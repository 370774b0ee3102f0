import type { Payload, Where } from 'payload'

import type { Language } from '@/i18n/languages'
import { requestAs } from '@/lib/infrastructure/database/inTransaction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { DiscussionPost, User } from '@/payload-types'

import { REPLIES_SHOWN, TOP_POSTS_PER_PAGE } from './postLimits'
import { itemReadable, type PostSubject } from './postSubject'
import { presentPosts, type ThreadPost } from './presentPosts'
import { visiblePostsOfReadableItem } from './visiblePosts'

/** A top post with its first replies; `replyCount` counts all the reader may read. */
export type ThreadTopPost = ThreadPost & { replies: ThreadPost[]; replyCount: number }

/** `totalPosts`: every post of the thread the member may read, replies included (the thread's "12 posts"); the pages are of top posts. */
export type ThreadPage = { page: number; totalPages: number; totalPosts: number; posts: ThreadTopPost[] }

type Joined = { replies?: { docs?: (number | DiscussionPost)[]; totalDocs?: number } }

/**
 * One page of an item's thread as the member reads it: TOP_POSTS_PER_PAGE top posts, oldest
 * first, each with its first REPLIES_SHOWN replies and the count of all (the `replies` join: one
 * SQL statement, per top post bounded), the item's access asked once and the posts' own part of
 * it on each read (visiblePosts.ts), then the replies' rows, the quotes, the authors and the
 * reader's reactions in one query each, and all posts counted. Never the whole thread, never a
 * query per post. Refused when the member may not read the item.
 */
export async function readThread(
  payload: Payload,
  user: User,
  { subject, page = 1, language }: { subject: PostSubject; page?: number; language: Language },
): Promise<ThreadPage> {
  const req = await requestAs(payload, user)
  const visible = (await itemReadable(req, subject)) ? await visiblePostsOfReadableItem(req) : null
  if (!visible) throw new AppError('NOT_FOUND', errorText('discussionSubjectNotFound'))
  // The item's access is asked above; the posts' own part of it applies to every read below.
  const onSubject: Where = { [subject.field]: { equals: subject.id } }
  const where: Where = { and: [onSubject, { replyTo: { exists: false } }] }
  const [top, all] = await Promise.all([
    payload.find({
      collection: 'discussion-posts',
      where: visible.where(where),
      sort: ['createdAt', 'id'],
      page: Math.max(1, Math.floor(page)),
      limit: TOP_POSTS_PER_PAGE,
      depth: 0,
      select: { history: false },
      joins: { replies: { limit: REPLIES_SHOWN, sort: 'createdAt', count: true, ...(visible.join ? { where: visible.join } : {}) } },
      req,
      overrideAccess: true,
    }),
    // Every post the member may read, replies too, counted in SQL beside the page.
    payload.count({ collection: 'discussion-posts', where: visible.where(onSubject), req, overrideAccess: true }),
  ])
  const replyIds = top.docs.flatMap((post) =>
    ((post as Joined).replies?.docs ?? []).map((reply) => (typeof reply === 'object' ? reply.id : reply)),
  )
  const replies = replyIds.length
    ? (
        await payload.find({
          collection: 'discussion-posts',
          where: visible.where({ id: { in: replyIds } }),
          sort: ['createdAt', 'id'],
          depth: 0,
          select: { history: false },
          joins: false,
          limit: replyIds.length,
          pagination: false,
          req,
          overrideAccess: true,
        })
      ).docs
    : []
  const shown = await presentPosts(req, [...top.docs, ...replies], language)
  const byId = new Map(shown.map((post) => [post.id, post]))
  return {
    page: top.page ?? 1,
    totalPages: top.totalPages,
    totalPosts: all.totalDocs,
    posts: top.docs.map((post) => ({
      ...byId.get(post.id)!,
      replies: shown.filter((reply) => reply.replyTo === post.id),
      replyCount: (post as Joined).replies?.totalDocs ?? 0,
    })),
  }
}
