import pg from 'pg'

import { splitLanguagePath } from '@/i18n/languagePaths'

import { forgetAllSessions, forgetNotifiedMembers, MEMBER_STATE_CHANNEL } from './memberSessionMemo'

/**
 * Rendered HTML of public pages as visitors see them and as members of a clearance share them,
 * kept in this app instance's memory and served by ./serveVisitorPage.ts and
 * ./serveMemberPage.ts (in front of Next.js) without rendering again. Every instance LISTENs on one PostgreSQL
 * channel; Payload hooks NOTIFY it when content changes (at commit), and every instance drops
 * its pages at once. While an instance is not listening it serves nothing from memory, since it
 * could miss an invalidation. Counts that change without content edits (downloads,
 * applications) may lag by at most the time to live.
 */
export const PAGE_CACHE_CHANNEL = 'visitor_page_cache'
const MAX_PAGES = 500
const TIME_TO_LIVE_MS = 60_000
const RECONNECT_MS = 1000

export type CachedPage = {
  body: Buffer
  status: number
  headers: [string, string][]
  storedAt: number
}

const pages = new Map<string, CachedPage>()
const filling = new Map<string, Promise<CachedPage | null>>()
let generation = 0
let listening = false
let connecting: Promise<void> | null = null

/** Forgets every page (a NOTIFY from any instance, or a lost listener). */
export function forgetAllPages() {
  pages.clear()
  generation++
}

/** A lost or new listener may have missed notifications: nothing remembered is trusted. */
function forgetEverything() {
  forgetAllPages()
  forgetAllSessions()
}

/**
 * A key is the path, after the clearance on shared member pages (`member|/documents`); a change
 * names the page without its language, so '/documents' drops '/de/documents' too.
 */
const pathOfKey = (key: string) => splitLanguagePath(key.slice(key.indexOf('/'))).path

/**
 * A NOTIFY on the page channel names what changed: a path (the pages under it drop) or anything
 * else (all drop). One on the member channel names members (./memberSessionMemo.ts).
 */
function forgetNotified(message: pg.Notification) {
  if (message.channel === MEMBER_STATE_CHANNEL) return forgetNotifiedMembers(message.payload)
  const prefix = message.payload?.startsWith('/') ? message.payload : null
  if (!prefix) return forgetAllPages()
  for (const key of [...pages.keys()]) if (pathOfKey(key).startsWith(prefix)) pages.delete(key)
  generation++
}

function listen() {
  if (listening || connecting || !process.env.DATABASE_URL) return
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  const lost = () => {
    if (!listening && !connecting) return
    listening = false
    connecting = null
    forgetEverything()
    client.end().catch(() => undefined)
    setTimeout(listen, RECONNECT_MS).unref()
  }
  client.on('notification', forgetNotified)
  client.on('error', lost)
  client.on('end', lost)
  connecting = client
    .connect()
    .then(() => client.query(`LISTEN ${PAGE_CACHE_CHANNEL}; LISTEN ${MEMBER_STATE_CHANNEL}`))
    .then(() => {
      forgetEverything()
      listening = true
      connecting = null
    })
    .catch(lost)
}

/** True while invalidations reach this instance (starts listening on first use). */
export function pageCacheReady(): boolean {
  listen()
  return listening
}

/** The stored page for a key, while it is fresh and invalidations can reach this instance. */
export function storedPage(key: string): CachedPage | null {
  if (!pageCacheReady()) return null
  const page = pages.get(key)
  if (!page) return null
  if (Date.now() - page.storedAt > TIME_TO_LIVE_MS) {
    pages.delete(key)
    return null
  }
  // Map order is insertion order: re-inserting keeps the most recently used pages last.
  pages.delete(key)
  pages.set(key, page)
  return page
}

/**
 * Renders a page once for all visitors asking for it at the same time and keeps it when it is
 * a plain 200 that sets no cookie. A page rendered across an invalidation is not kept.
 */
export function fillPage(key: string, render: () => Promise<Response>): Promise<CachedPage | null> {
  const running = filling.get(key)
  if (running) return running
  const startedAt = generation
  const fill = (async () => {
    const response = await render()
    const page: CachedPage = {
      body: Buffer.from(await response.arrayBuffer()),
      status: response.status,
      headers: [...response.headers.entries()].filter(
        ([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(name),
      ),
      storedAt: Date.now(),
    }
    if (response.status === 200 && !response.headers.has('set-cookie') && listening && startedAt === generation) {
      pages.set(key, page)
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!)
    }
    return page
  })().finally(() => filling.delete(key))
  filling.set(key, fill)
  return fill
}
