import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { requestDatabase } from '@/lib/database/requestDatabase'
import { PAGE_CACHE_CHANNEL } from '@/lib/pageCache/visitorPageCache'

/**
 * Tells every app instance to drop its cached pages (visitors' and shared member pages). The NOTIFY goes through the
 * operation's own transaction, so PostgreSQL delivers it only when the change is committed:
 * no instance can re-render the old content after hearing it.
 */
async function notifyPageCache(req: PayloadRequest, under = 'content') {
  await (await requestDatabase(req)).execute(sql`SELECT pg_notify(${PAGE_CACHE_CHANNEL}, ${under})`)
}

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
