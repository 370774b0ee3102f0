import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { notifyPageCache, SHOWN_NOWHERE } from '@/lib/platform/pageCache/notifyPageCache'

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

/**
 * An image's change reaches pages only through what shows it: a new upload is on no page until
 * content naming it is saved (which tells the pages itself), so only an edit of an image, or the
 * deletion of one a page may show, changes pages. Share images are drawn and replaced after
 * every save of an event: each of them dropped every kept page twice.
 */
export const invalidatePagesShowingImageAfterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'update') await notifyPageCache(req)
  return doc
}

export const invalidatePagesShowingImageAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context[SHOWN_NOWHERE] !== true) await notifyPageCache(req)
  return doc
}
