import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import type { DiscussionPost, User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { ONLY_ADMINS_MODERATE } from './moderationActs'

/** Posts per page of the queue. */
export const QUEUE_PAGE_SIZE = 20
/** The reasons a queue entry shows (the oldest first); the count says how many more. */
export const REASONS_SHOWN = 3
/** The last page the queue answers, so a page number cannot ask for an offset the database must walk to. */
export const MAX_QUEUE_PAGE = 500

export type QueueEntry = {
  post: Pick<DiscussionPost, 'id' | 'body' | 'status' | 'createdAt' | 'editedAt' | 'replyTo'> & {
    author: { id: number; name: string; email: string } | null
    /** The item's kind and title ('document', 'Patch guide'); null when it is gone. */
    subject: { kind: 'event' | 'agendaItem' | 'document' | 'project'; id: number; title: string } | null
  }
  /** Since when the post waits here: its creation when it waits for approval, else its oldest open report. */
  since: string
  reports: { count: number; reasons: string[] }
}

export type ModerationQueue = { entries: QueueEntry[]; page: number; totalPages: number; total: number }

type Related<Row> = number | Row | null | undefined
const populated = <Row extends object>(value: Related<Row>): Row | null => (value && typeof value === 'object' ? value : null)

/**
 * The moderation queue (issue 50, item 4): posts waiting for approval and posts with open
 * reports, the longest waiting first, a page at a time. Which posts and since when, and their
 * reports, are counted in SQL over the two tables (no query per post); the page's posts are then
 * read as the admin through the local API, with their authors and items. Admins only.
 */
export async function moderationQueue({ payload, user }: ActionContext, { page = 1 }: { page?: number } = {}): Promise<ModerationQueue> {
  if (!hasAdminRole(user)) throw new AppError('FORBIDDEN', ONLY_ADMINS_MODERATE)
  const current = Math.min(Math.max(1, Math.trunc(page)), MAX_QUEUE_PAGE)
  const db = belowLocalApi(payload, 'the moderation queue: waiting and reported posts, ordered and counted in SQL over two tables').drizzle
  const { rows } = await db.execute(sql`
    WITH queued AS (
      SELECT p.id AS post_id, p.created_at AS since FROM discussion_posts p WHERE p.status = 'waiting'
      UNION ALL
      SELECT r.post_id, min(r.created_at) FROM discussion_reports r WHERE r.handled_at IS NULL GROUP BY r.post_id
    ),
    entries AS (SELECT post_id, min(since) AS since FROM queued GROUP BY post_id)
    SELECT post_id, to_char(since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since, count(*) OVER () AS total
    FROM entries ORDER BY entries.since, post_id
    LIMIT ${QUEUE_PAGE_SIZE} OFFSET ${(current - 1) * QUEUE_PAGE_SIZE}`)
  const total = rows.length > 0 ? Number(rows[0]!.total) : await queueSize(payload)
  const ids = rows.map((row) => Number(row.post_id))
  const totalPages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE))
  if (ids.length === 0) return { entries: [], page: current, totalPages, total } satisfies ModerationQueue

  const reports = await db.execute(sql`
    SELECT post_id, count(*)::int AS count, (array_agg(reason ORDER BY created_at, id))[1:${REASONS_SHOWN}] AS reasons
    FROM discussion_reports WHERE handled_at IS NULL AND post_id = ANY(${sql.param(ids)}::int[]) GROUP BY post_id`)
  const reportsOf = new Map(
    reports.rows.map((row) => [Number(row.post_id), { count: Number(row.count), reasons: row.reasons as string[] }]),
  )

  const { docs } = await payload.find({
    collection: 'discussion-posts',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 1,
    select: {
      body: true,
      status: true,
      createdAt: true,
      editedAt: true,
      replyTo: true,
      author: true,
      event: true,
      agendaItem: true,
      document: true,
      project: true,
    },
    populate: {
      users: { firstName: true, lastName: true, email: true },
      events: { title: true },
      'agenda-items': { title: true },
      documents: { title: true },
      projects: { title: true },
      'discussion-posts': { createdAt: true },
    },
    user,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const entries = rows.flatMap((row): QueueEntry[] => {
    const post = byId.get(Number(row.post_id))
    if (!post) return []
    const author = populated(post.author as Related<User>)
    const kind = (['event', 'agendaItem', 'document', 'project'] as const).find((field) => post[field])
    const item = kind ? populated(post[kind] as Related<{ id: number; title?: string | null }>) : null
    return [
      {
        post: {
          id: post.id,
          body: post.body,
          status: post.status,
          createdAt: post.createdAt,
          editedAt: post.editedAt,
          replyTo: typeof post.replyTo === 'object' && post.replyTo ? post.replyTo.id : (post.replyTo ?? null),
          author: author
            ? { id: author.id, name: [author.firstName, author.lastName].filter(Boolean).join(' ').trim(), email: author.email }
            : null,
          subject: kind && item ? { kind, id: item.id, title: item.title ?? '' } : null,
        },
        since: String(row.since),
        reports: reportsOf.get(post.id) ?? { count: 0, reasons: [] },
      },
    ]
  })
  return { entries, page: current, totalPages, total } satisfies ModerationQueue
}

/** How many posts the queue holds (a page past the last one still says how many pages there are). */
async function queueSize(payload: Payload): Promise<number> {
  const db = belowLocalApi(payload, 'the moderation queue’s size: waiting and reported posts counted in SQL').drizzle
  const { rows } = await db.execute(sql`
    SELECT count(*)::int AS total FROM (
      SELECT id FROM discussion_posts WHERE status = 'waiting'
      UNION
      SELECT post_id FROM discussion_reports WHERE handled_at IS NULL) queued`)
  return Number(rows[0]?.total ?? 0)
}
