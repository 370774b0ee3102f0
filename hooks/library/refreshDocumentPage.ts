import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { notifyPageCache } from '@/lib/platform/pageCache/notifyPageCache'
import { relationId } from '@/lib/shared/ids/relationId'
import type { DocumentVersion } from '@/payload-types'

/** The kept pages of one document (/documents/{id}, both languages; the cache matches a prefix). */
const documentPage = (version: Pick<DocumentVersion, 'document'>) => `/documents/${relationId(version.document)}`

/**
 * A document's page lists its latest versions, so an admin's correction of a change note, a
 * replaced file or a removed version shows on its next load. A new version comes with the
 * document's own save, which drops every kept page already; the preview job's writes change
 * nothing the page shows, and would drop it once per upload for nothing.
 */
export const refreshDocumentPageAfterVersionChange: CollectionAfterChangeHook<DocumentVersion> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const shownChanged = (doc.changeNote ?? null) !== (previousDoc?.changeNote ?? null) || doc.filesize !== previousDoc?.filesize
  if (operation === 'update' && shownChanged) await notifyPageCache(req, documentPage(doc))
  return doc
}

export const refreshDocumentPageAfterVersionDelete: CollectionAfterDeleteHook<DocumentVersion> = async ({ doc, req }) => {
  await notifyPageCache(req, documentPage(doc))
  return doc
}
