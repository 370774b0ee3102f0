import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'

/**
 * Locks a post's row until the write's transaction ends: reactions to one post then change its
 * counts one after another, each recount reading the ones committed before it.
 */
export async function lockPostCounts(req: PayloadRequest, postId: number): Promise<void> {
  const db = await requestDatabase(req, 'locks a post’s row so its reaction counts are recounted one write at a time')
  await db.execute(sql`SELECT id FROM discussion_posts WHERE id = ${postId} FOR UPDATE`)
}

/**
 * Sets a post's counts from its reactions in one statement, in the reaction's transaction
 * (after lockPostCounts): no request writes the counts, and a double click meets the unique index.
 */
export async function recountPostReactions(req: PayloadRequest, postId: number | null): Promise<void> {
  if (!postId) return
  const db = await requestDatabase(req, 'a post’s reaction counts, recounted in SQL in the reaction’s transaction')
  await db.execute(sql`
    UPDATE discussion_posts SET
      helpful_count = (SELECT count(*) FROM discussion_reactions WHERE post_id = ${postId} AND kind = 'helpful'),
      plus_one_count = (SELECT count(*) FROM discussion_reactions WHERE post_id = ${postId} AND kind = 'plusOne')
    WHERE id = ${postId}
  `)
}
