import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'

import { PAGE_CACHE_CHANNEL } from './visitorPageCache'

/**
 * Tells every app instance to drop its cached pages (visitors' and shared member pages). The
 * NOTIFY goes through the operation's own transaction, so PostgreSQL delivers it only when the
 * change is committed: no instance can re-render the old content after hearing it. `under`: a
 * path whose pages drop, or anything else for all.
 */
export async function notifyPageCache(req: PayloadRequest, under = 'content') {
  await (
    await requestDatabase(req, 'pg_notify in the write’s transaction, heard only on commit: the local API cannot send it')
  ).execute(sql`SELECT pg_notify(${PAGE_CACHE_CHANNEL}, ${under})`)
}
