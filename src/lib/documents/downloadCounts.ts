import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Real download counts for a page of documents, in one aggregate query. */
export async function downloadCounts(payload: Payload, documentIds: number[]): Promise<Map<number, number>> {
  if (documentIds.length === 0) return new Map()
  const result = await payload.db.drizzle.execute(sql`
    SELECT document_id AS id, count(*)::int AS downloads
    FROM document_downloads
    WHERE document_id IN (${sql.join(documentIds.map((id) => sql`${id}`), sql`, `)})
    GROUP BY document_id
  `)
  return new Map((result.rows as { id: number; downloads: number }[]).map((row) => [Number(row.id), Number(row.downloads)]))
}

/** The language filter's choices: the distinct languages in use, sorted. */
export async function documentLanguages(payload: Payload): Promise<string[]> {
  const { values } = await payload.findDistinct({ collection: 'documents', field: 'language', sort: 'language', limit: 50 })
  return values.map((value) => value.language).filter((language): language is NonNullable<typeof language> => Boolean(language)).sort()
}
