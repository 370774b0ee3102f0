import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { publishedSql } from '@/lib/content/publication'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { asBackgroundWork } from '@/lib/infrastructure/jobs/backgroundWork'

import { archiveDocumentFile } from './archiveDocumentFile'

/**
 * Every run of the queue: a few published documents whose file has no version yet (documents from
 * before version histories), kept as their first version (each as background work), so every
 * history starts in the end.
 */
export async function archiveMissingDocumentFiles(req: PayloadRequest, limit: number): Promise<number> {
  const { rows } = await belowLocalApi(req.payload, 'published documents with no version yet: a NOT EXISTS across two collections, in SQL')
    .drizzle.execute(sql`
    SELECT d.id FROM documents d
    WHERE ${publishedSql('d')} AND d.filename IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id)
    ORDER BY d.id LIMIT ${limit}`)
  let kept = 0
  for (const { id } of rows as { id: number }[]) {
    const archived = await asBackgroundWork(async () => {
      const document = await req.payload.findByID({
        collection: 'documents',
        id: Number(id),
        depth: 0,
        disableErrors: true,
        req,
        ...elevated('the queue keeps the files of documents from before version histories'),
      })
      return Boolean(document && (await archiveDocumentFile(req, document, {})))
    })
    if (archived) kept += 1
  }
  return kept
}
