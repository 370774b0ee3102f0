import type { Payload } from 'payload'

import { countRowsBy } from '@/lib/infrastructure/database/countRowsBy'
import { LANGUAGES } from '@/lib/shared/enums'

/** Real download counts for a page of documents, in one aggregate query. */
export const downloadCounts = (payload: Payload, documentIds: number[]) =>
  countRowsBy(payload, 'document_downloads', 'document_id', documentIds)

/**
 * The language filter's choices: the languages a published document has, sorted. One lookup
 * per language of the field's options, each read from the (language, _status) index, instead
 * of a distinct over every document, which grew with the library (6 ms a page at 20,000).
 */
export async function documentLanguages(payload: Payload): Promise<string[]> {
  const inUse = await Promise.all(
    LANGUAGES.map(async (language) => {
      const { docs } = await payload.find({
        collection: 'documents',
        where: { language: { equals: language } },
        limit: 1,
        pagination: false,
        depth: 0,
        select: { language: true },
      })
      return docs.length > 0 ? language : null
    }),
  )
  return inUse.filter((language): language is (typeof LANGUAGES)[number] => language !== null).sort()
}
