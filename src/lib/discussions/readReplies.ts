import type { Payload } from 'payload'

import type { Language } from '@/i18n/languages'
import { requestAs } from '@/lib/infrastructure/database/inTransaction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'

import { findReadablePost } from './findReadablePost'
import { REPLIES_PER_PAGE } from './postLimits'
import { presentPosts, type ThreadPost } from './presentPosts'
import { visiblePostsOfReadableItem } from './visiblePosts'

export type RepliesPage = { postId: number; page: number; totalPages: number; replies: ThreadPost[] }

/** "Show more": one page of a top post's replies, oldest first, as the member reads them. */
export async function readReplies(
  payload: Payload,
  user: User,
  { postId, page = 1, language }: { postId: number; page?: number; language: Language },
): Promise<RepliesPage> {
  const req = await requestAs(payload, user)
  const top = await findReadablePost(req, postId)
  if (!top || top.replyTo) throw new AppError('NOT_FOUND', errorText('discussionPostNotFound'))
  // The top post is readable, so its item is: the replies' own visibility is the rest.
  const visible = await visiblePostsOfReadableItem(req)
  if (!visible) throw new AppError('NOT_FOUND', errorText('discussionPostNotFound'))
  const replies = await payload.find({
    collection: 'discussion-posts',
    where: visible.where({ replyTo: { equals: top.id } }),
    sort: ['createdAt', 'id'],
    page: Math.max(1, Math.floor(page)),
    limit: REPLIES_PER_PAGE,
    depth: 0,
    select: { history: false },
    joins: false,
    req,
    overrideAccess: true,
  })
  return {
    postId: top.id,
    page: replies.page ?? 1,
    totalPages: replies.totalPages,
    replies: await presentPosts(req, replies.docs, language),
  }
}
