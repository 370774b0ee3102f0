import type { CollectionAfterChangeHook } from 'payload'

import { PUBLISHED } from '@/lib/content/publication'
import { archiveDocumentFile as archive } from '@/lib/library/documentVersions/archiveDocumentFile'
import type { Document } from '@/payload-types'

/**
 * A published document's file joins its version history (issue 23, item 3) with the change note
 * written beside it (a field that is not stored on the document). Drafts wait: members never see
 * their files, and the published file is the one kept.
 */
export const archiveDocumentFile: CollectionAfterChangeHook<Document> = async ({ data, doc, req }) => {
  if (doc._status !== PUBLISHED || !doc.filename) return doc
  await archive(req, doc, { changeNote: (data as { changeNote?: string | null }).changeNote })
  return doc
}
