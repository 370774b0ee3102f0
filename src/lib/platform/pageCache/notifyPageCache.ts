import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'

import { MEMBER_STATE_CHANNEL } from './memberSessionMemo'
import { PAGE_CACHE_CHANNEL, STALE_CHANGE } from './visitorPageCache'

/** Set in an operation's context to delete an image no page shows (a replaced share image): no page changes. */
export const SHOWN_NOWHERE = 'imageShownNowhere'

/**
 * A NOTIFY through the operation's own transaction, so PostgreSQL delivers it only when the
 * change is committed: no instance can re-render or remember the old state after hearing it.
 */
async function notifyInstances(req: PayloadRequest, channel: string, message: string) {
  await (
    await requestDatabase(req, 'pg_notify in the write’s transaction, heard only on commit: the local API cannot send it')
  ).execute(sql`SELECT pg_notify(${channel}, ${message})`)
}

/**
 * Tells every app instance that cached pages (visitors' and shared member pages) changed.
 * `under`: a path whose pages change, or anything else for all. They are dropped, unless
 * `stale`: a change of only what every reader of those pages could already see (a published
 * event's schedule) lets them be served for a few seconds more while one render replaces them
 * (./visitorPageCache.ts). Never `stale` for a change that may hide something from a reader
 * (unpublishing, a label, a membership).
 */
export async function notifyPageCache(req: PayloadRequest, under = 'content', { stale = false }: { stale?: boolean } = {}) {
  await notifyInstances(req, PAGE_CACHE_CHANNEL, stale ? `${STALE_CHANGE}${under}` : under)
}

/**
 * Tells every app instance to forget what it remembers of every member (sessions, sharing
 * groups, pages kept for one person: ./memberSessionMemo.ts, ./visitorPageCache.ts). For a change
 * of who reads restricted material, which no member's own row shows; a member's own rows NOTIFY
 * from database triggers.
 */
export async function notifyEveryMemberState(req: PayloadRequest) {
  await notifyInstances(req, MEMBER_STATE_CHANNEL, '*')
}
