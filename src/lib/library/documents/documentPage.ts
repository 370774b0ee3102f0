import type { Payload } from 'payload'

import type { Language } from '@/i18n/languages'
import { PUBLISHED } from '@/lib/content/publication'
import { DEFAULT_TLP, isTlpLevel } from '@/lib/library/tlp/tlpLevels'
import type { User } from '@/payload-types'

import { downloadCounts } from './downloadCounts'

/** The latest versions a document's page lists; its version history has them all, with previews. */
export const DOCUMENT_PAGE_VERSIONS = 5

/** What a document's page reads of it (never the file's address: the download route sends it). */
const DOCUMENT_PAGE_FIELDS = {
  title: true,
  company: true,
  documentType: true,
  description: true,
  descriptionText: true,
  language: true,
  createdAt: true,
  updatedAt: true,
  filesize: true,
  tags: true,
  tlp: true,
  _status: true,
} as const

/**
 * A library document as its reader may see it: read through the local API as them (`user`, null
 * for a visitor) with access enforced, so its TLP label and the draft rule decide. A document
 * they may not read is null exactly as a missing one is: the page answers both with the same
 * 404, which tells nobody that a restricted document exists.
 */
export function readDocument(payload: Payload, user: User | null, id: number, language: Language) {
  return payload.findByID({
    collection: 'documents',
    id,
    depth: 0,
    locale: language,
    select: DOCUMENT_PAGE_FIELDS,
    user: user ?? undefined,
    overrideAccess: false,
    disableErrors: true,
  })
}

export type PageDocument = NonNullable<Awaited<ReturnType<typeof readDocument>>>

/**
 * What else the page shows of a readable document: its download count and, for a signed-in
 * reader, its latest versions (their files are for members, as the collection's access says;
 * a visitor is asked to sign in instead).
 */
export async function documentPageDetails(payload: Payload, user: User | null, documentId: number) {
  const [versions, counts] = await Promise.all([
    user
      ? payload.find({
          collection: 'document-versions',
          where: { document: { equals: documentId } },
          sort: '-number',
          limit: DOCUMENT_PAGE_VERSIONS,
          depth: 0,
          select: { number: true, changeNote: true, filesize: true, createdAt: true },
          user,
          overrideAccess: false,
        })
      : null,
    downloadCounts(payload, [documentId]),
  ])
  return { versions: versions?.docs ?? [], versionCount: versions?.totalDocs ?? 0, downloads: counts.get(documentId) ?? 0 }
}

/** The document and its details for its page, or null for one the reader may not see (or that is not there). */
export async function readDocumentPage(payload: Payload, user: User | null, id: number, language: Language) {
  const document = await readDocument(payload, user, id, language)
  if (!document) return null
  return { document, ...(await documentPageDetails(payload, user, document.id)) }
}

/**
 * Whether search engines may index the page: a published TLP:CLEAR document's only. Crawlers
 * never get any other (a visitor's 404); noindex keeps a member's or an admin's page of a
 * restricted or draft document out of an index all the same (issue 48).
 */
export const isIndexable = (document: Pick<PageDocument, 'tlp' | '_status'>) =>
  (isTlpLevel(document.tlp) ? document.tlp : DEFAULT_TLP) === 'clear' && document._status === PUBLISHED
