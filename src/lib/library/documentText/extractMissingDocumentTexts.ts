import { sql } from '@payloadcms/db-postgres'

import { publishedSql } from '@/lib/content/publication'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { asBackgroundWork } from '@/lib/infrastructure/jobs/backgroundWork'
import type { ActionContext } from '@/lib/shared/actions/runAction'

import { extractDocumentText } from './extractDocumentText'

/**
 * Reads the files of up to `limit` published library documents whose words were never read or
 * are still pending, oldest first, one after the other as background work (the jobs queue's
 * sweep; each is extractDocumentText, so a document read meanwhile by its own job is only
 * compared). Returns how many were looked at.
 */
export async function extractMissingDocumentTexts({ payload }: ActionContext<null>, { limit }: { limit: number }): Promise<number> {
  const result = await belowLocalApi(payload, 'published documents with no words read yet: a join of two collections, in SQL').drizzle
    .execute(sql`
    SELECT d.id FROM documents d
    LEFT JOIN document_texts t ON t.document_id = d.id
    WHERE ${publishedSql('d')} AND d.filename IS NOT NULL AND (t.id IS NULL OR t.status = 'pending')
    ORDER BY d.id
    LIMIT ${limit}
  `)
  const ids = (result.rows as { id: number }[]).map((row) => row.id)
  for (const id of ids) await asBackgroundWork(() => extractDocumentText({ payload, user: null }, { document: id }))
  return ids.length
}
