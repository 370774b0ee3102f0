import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { inTransaction, requestAs } from '@/lib/infrastructure/database/inTransaction'
import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import type { DiscussionPost } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

/** What the moderation queue's buttons do to a post (each its own domain function beside this file). */
export const MODERATION_ACTS = ['hide', 'restore', 'approve', 'delete', 'warn'] as const
export type ModerationAct = (typeof MODERATION_ACTS)[number]

// Never empty in practice: every post is created 'published' or 'waiting' (the field's default, hooks/discussions/holdFirstPosts.ts).
export type PostStatus = NonNullable<DiscussionPost['status']>
export type ModerationContext = ActionContext & { req?: PayloadRequest }
/** What an act answers: the post's status after it, whether it changed anything, and a line for the admin's toast. */
export type ModerationResult = { id: number; status: PostStatus; changed: boolean; message: string }

export const POST_NOT_FOUND = 'Post not found'
export const ONLY_ADMINS_MODERATE = 'Only admins moderate discussions.'

/**
 * Runs one act of an admin on a post in one transaction: the post's row locked first, so two
 * admins acting on it at once (or a double click) take turns and the second sees what the first
 * did. `work` gets the post's status as locked and the request to pass to every local-API call.
 */
export async function actOnPost<T>(
  { payload, user, req: given }: ModerationContext,
  postId: number,
  work: (post: { status: PostStatus; authorId: number | null }, req: PayloadRequest) => Promise<T>,
): Promise<T> {
  if (!hasAdminRole(user)) throw new AppError('FORBIDDEN', ONLY_ADMINS_MODERATE)
  const req = given ?? (await requestAs(payload, user))
  return inTransaction(req, async () => {
    const db = await requestDatabase(req, 'locks the post’s row, so two admins’ acts on one post take turns')
    const { rows } = await db.execute(sql`SELECT status, author_id FROM discussion_posts WHERE id = ${postId} FOR UPDATE`)
    const row = rows[0] as { status: PostStatus; author_id: number | null } | undefined
    if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND)
    return work({ status: row.status, authorId: row.author_id }, req)
  })
}

/** Marks the post's open reports handled, in the act's transaction: they leave the queue. Returns how many. */
export async function handleReports(req: PayloadRequest, postId: number): Promise<number> {
  const db = await requestDatabase(req, 'marks a post’s open reports handled in one UPDATE, in the moderating act’s transaction')
  const { rows } = await db.execute(sql`
    UPDATE discussion_reports SET handled_at = now(), updated_at = now()
    WHERE post_id = ${postId} AND handled_at IS NULL
    RETURNING id`)
  return rows.length
}

/**
 * Sets the post's status as the admin through the local API (the audit trail's hook records the
 * change from → to) and handles its open reports. From a status not in `from` the act is refused
 * (409), unless the post is already where the act leads: then it is done, and nothing changes.
 */
export async function changePostStatus(
  context: ModerationContext,
  postId: number,
  { from, to, done }: { from: PostStatus[]; to: PostStatus; done: string },
): Promise<ModerationResult> {
  return actOnPost(context, postId, async (post, req) => {
    if (post.status === to) {
      await handleReports(req, postId)
      return { id: postId, status: to, changed: false, message: done }
    }
    if (!from.includes(post.status)) throw new AppError('CONFLICT', `A ${post.status} post cannot be changed so.`)
    await context.payload.update({
      collection: 'discussion-posts',
      id: postId,
      data: { status: to },
      depth: 0,
      user: context.user,
      overrideAccess: false,
      req,
    })
    await handleReports(req, postId)
    return { id: postId, status: to, changed: true, message: done }
  })
}
