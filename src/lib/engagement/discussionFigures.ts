import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from './sqlExecutor'

/**
 * A member's part in the discussions (issue 50, item 5), shown beside the engagement points as
 * figures of their own; the points keep the specification's formula (engagementPoints.ts).
 * `posts`: their published posts (waiting, hidden and deleted ones aside); `helpful`: the
 * "helpful" reactions other members gave their posts.
 */
export type DiscussionFigures = { posts: number; helpful: number }

export const NO_DISCUSSION_FIGURES: DiscussionFigures = { posts: 0, helpful: 0 }

/**
 * The figures of the given members in one query, through the posts' author index and the
 * reactions' post index, whatever the number of members (no query per member).
 */
export async function discussionFigures(db: SqlExecutor, memberIds: number[]): Promise<Map<number, DiscussionFigures>> {
  const figures = new Map<number, DiscussionFigures>()
  if (memberIds.length === 0) return figures
  const { rows } = await db.execute(sql`
    WITH members (user_id) AS (SELECT unnest(${sql.param(memberIds)}::int[]))
    SELECT m.user_id,
      (SELECT count(*) FROM discussion_posts p WHERE p.author_id = m.user_id AND p.status = 'published')::int AS posts,
      (SELECT count(*) FROM discussion_posts p JOIN discussion_reactions r ON r.post_id = p.id
        WHERE p.author_id = m.user_id AND r.kind = 'helpful' AND r.member_id <> m.user_id)::int AS helpful
    FROM members m`)
  for (const row of rows) figures.set(Number(row.user_id), { posts: Number(row.posts), helpful: Number(row.helpful) })
  return figures
}
