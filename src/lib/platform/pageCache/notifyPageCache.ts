import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'

import { PAGE_CACHE_CHANNEL, STALE_CHANGE } from './visitorPageCache'

/**
 * Tells every app instance that cached pages (visitors' and shared member pages) changed. The
 * NOTIFY goes through the operation's own transaction, so PostgreSQL delivers it only when the
 * change is committed: no instance can re-render the old content after hearing it. `under`: a
 * path whose pages change, or anything else for all. They are dropped, unless `stale`: a change
 * of only what every reader of those pages could already see (a published event's schedule)
 * lets them be served for a few seconds more while one render replaces them (./visitorPageCache.ts).
 * Never `stale` for a change that may hide something from a reader (unpublishing, a label, a membership).
 */
export async function notifyPageCache(req: PayloadRequest, under = 'content', { stale = false }: { stale?: boolean } = {}) {
  const message = stale ? `${STALE_CHANGE}${under}` : under
  await (
    await requestDatabase(req, 'pg_notify in the write’s transaction, heard only on commit: the local API cannot send it')
  ).execute(sql`SELECT pg_notify(${PAGE_CACHE_CHANNEL}, ${message})`)
}
