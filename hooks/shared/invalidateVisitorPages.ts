import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { notifyPageCache } from '@/lib/platform/pageCache/notifyPageCache'

export const invalidateVisitorPagesAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await notifyPageCache(req)
  return doc
}

export const invalidateVisitorPagesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await notifyPageCache(req)
  return doc
}

/** A global the visitor pages show (the /live presentation) changed. */
export const invalidateVisitorPagesAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await notifyPageCache(req)
  return doc
}

/** A download changes a document's count, which only the document library shows. */
export const invalidateDocumentPagesAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await notifyPageCache(req, '/documents')
  return doc
}
