import type { Payload } from 'payload'

import { countRowsBy } from '../countRowsBy'

/** Real download counts for a page of documents, in one aggregate query. */
export const downloadCounts = (payload: Payload, documentIds: number[]) =>
  countRowsBy(payload, 'document_downloads', 'document_id', documentIds)

/** The language filter's choices: the distinct languages in use, sorted. */
export async function documentLanguages(payload: Payload): Promise<string[]> {
  const { values } = await payload.findDistinct({ collection: 'documents', field: 'language', sort: 'language', limit: 50 })
  return values
    .map((value) => value.language)
    .filter((language): language is NonNullable<typeof language> => Boolean(language))
    .sort()
}
