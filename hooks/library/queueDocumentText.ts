import type { CollectionAfterChangeHook } from 'payload'

import { PUBLISHED } from '@/lib/content/publication'
import { queueDocumentText as queue } from '@/lib/library/documentText/queueDocumentText'
import type { Document } from '@/payload-types'

/**
 * After a library document is published (created, given a new file, or a draft with a new file
 * published), its file's words are read by the jobs queue for members' search. Drafts wait: the
 * search never shows them, and the published row keeps the published file.
 */
export const queueDocumentText: CollectionAfterChangeHook<Document> = async ({ doc, previousDoc, operation, req }) => {
  if (doc._status !== PUBLISHED || !doc.filename) return doc
  const newFile =
    operation === 'create' || Boolean(req.file) || doc.filename !== previousDoc?.filename || doc.filesize !== previousDoc?.filesize
  await queue({ payload: req.payload, user: null }, { document: doc.id, newFile, req })
  return doc
}
