import pg from 'pg'

import { splitLanguagePath } from '@/i18n/languagePaths'
import { metrics } from '@/lib/infrastructure/observability/metrics'

import { forgetAllSessions, forgetNotifiedMembers, MEMBER_STATE_CHANNEL, notifiedMembers } from './memberSessionMemo'
import { OWN_WRITES_CHANNEL, ownWriteHeard, hearOnListener } from './ownWritesHeard'

/**
 * Rendered HTML of public pages as visitors see them and as members of a clearance share them,
 * kept in this app instance's memory and served by ./serveVisitorPage.ts and
 * ./serveMemberPage.ts (in front of Next.js) without rendering again. Every instance LISTENs on one PostgreSQL
 * channel; Payload hooks NOTIFY it when content changes (at commit), and every instance drops
 * its pages at once, or, for a change of what every reader of the page could already see (a
 * published event's schedule, ./notifyPageCache.ts), marks them stale: a stale page is served
 * for at most STALE_FOR_MS while one render replaces it. While an instance is not listening it
 * serves nothing from memory, since it could miss an invalidation. Counts that change without
 * content edits (downloads, applications) may lag by at most the time to live.
 */
export const PAGE_CACHE_CHANNEL = 'visitor_page_cache'
/** Marks a notification whose pages may be served stale until replaced (`stale:/events/12`). */
export const STALE_CHANGE = 'stale:'
/**
 * The store's size in bytes of HTML (PAGE_CACHE_MEGABYTES, default 64): the least recently used
 * pages go first. Sized by bytes, not pages: groups (organizations with restricted material) and
 * people with pages of their own multiply the pages of each route and language.
 */
const maxBytes = () => (Number(process.env.PAGE_CACHE_MEGABYTES) > 0 ? Number(process.env.PAGE_CACHE_MEGABYTES) : 64) * 1024 * 1024
const TIME_TO_LIVE_MS = 60_000
/** How long a page marked stale may still be served: the time one render takes, with room for a loaded machine. */
export const STALE_FOR_MS = 5_000
const RECONNECT_MS = 1000
/** Changes remembered to judge the renders that span them; a render that spans more is not kept. */
const MAX_CHANGES = 200

export type CachedPage = {
  body: Buffer
  status: number
  headers: [string, string][]
  storedAt: number
  /** When a change first made the page stale: it is served until STALE_FOR_MS after, while one render replaces it. */
  staleSince?: number
}

/**
 * A change heard: what it covers (a path prefix, or every page; or the pages kept for some
 * people, `members`, after a write of theirs) and whether its pages may be served stale.
 */
type Change = { sequence: number; at: number; prefix: string | null; members?: number[] | 'all'; stale: boolean }

const pages = new Map<string, CachedPage>()
let storedBytes = 0
const filling = new Map<string, Promise<CachedPage | null>>()
/** The changes heard, newest last, numbered: a render remembers the number it started at. */
const changes: Change[] = []
let changeCount = 0
let listening = false
let connecting: Promise<void> | null = null

/**
 * A key is the path, after the viewer on member pages (`member|/documents`, `member@12|/documents`,
 * `person:34|/documents`); a change names the page without its language, so '/documents' drops
 * '/de/documents' too.
 */
const pathOfKey = (key: string) => splitLanguagePath(key.slice(key.indexOf('/'))).path
const personOfKey = (key: string) => (key.startsWith('person:') ? Number(key.slice('person:'.length, key.indexOf('|'))) : null)
function covers(change: Change, key: string) {
  if (change.members) {
    const person = personOfKey(key)
    return person !== null && (change.members === 'all' || change.members.includes(person))
  }
  return change.prefix === null || pathOfKey(key).startsWith(change.prefix)
}

function keep(key: string, page: CachedPage) {
  drop(key)
  pages.set(key, page)
  storedBytes += page.body.byteLength
  for (const limit = maxBytes(); storedBytes > limit && pages.size > 1;) drop(pages.keys().next().value!)
}

function drop(key: string) {
  const page = pages.get(key)
  if (!page) return
  pages.delete(key)
  storedBytes -= page.body.byteLength
}

/** Applies a change to the pages it covers and remembers it for the renders in flight. */
function applyChange(change: Omit<Change, 'sequence' | 'at'>) {
  const heard: Change = { ...change, sequence: ++changeCount, at: Date.now() }
  metrics().pageCacheChanges.inc({
    scope: change.members ? 'members' : change.prefix === null ? 'everything' : 'path',
    stale: change.stale ? 'yes' : 'no',
  })
  changes.push(heard)
  if (changes.length > MAX_CHANGES) changes.shift()
  for (const [key, page] of [...pages]) {
    if (!covers(heard, key)) continue
    if (!heard.stale) drop(key)
    else page.staleSince ??= heard.at
  }
}

/** Forgets every page (a lost listener, or a NOTIFY of any change from any instance). */
function forgetAllPages() {
  applyChange({ prefix: null, stale: false })
}

/** A lost or new listener may have missed notifications: nothing remembered is trusted. */
function forgetEverything() {
  forgetAllPages()
  forgetAllSessions()
}

/**
 * A NOTIFY on the page channel names what changed: a path (the pages under it) or anything else
 * (all pages), after STALE_CHANGE when they may be served stale until replaced. One on the member
 * channel names members (./memberSessionMemo.ts); one on this instance's own channel, that its
 * writes so far are heard (./ownWritesHeard.ts).
 */
function forgetNotified(message: pg.Notification) {
  if (message.channel === OWN_WRITES_CHANNEL) return ownWriteHeard(message.payload)
  if (message.channel === MEMBER_STATE_CHANNEL) {
    forgetNotifiedMembers(message.payload)
    return applyChange({ prefix: null, members: notifiedMembers(message.payload), stale: false })
  }
  const stale = message.payload?.startsWith(STALE_CHANGE) ?? false
  const target = stale ? message.payload!.slice(STALE_CHANGE.length) : message.payload
  applyChange({ prefix: target?.startsWith('/') ? target : null, stale })
}

/**
 * What the changes since a render started mean for the page it made: 'dropped' when one of them
 * may hide something from a reader (or more changes came than are remembered), stale since the
 * first one otherwise, current when none covers it.
 */
function changedSince(started: number, key: string): 'current' | 'dropped' | { staleSince: number } {
  if (started === changeCount) return 'current'
  if (changes.length === 0 || changes[0]!.sequence > started + 1) return 'dropped'
  let staleSince: number | null = null
  for (const change of changes) {
    if (change.sequence <= started || !covers(change, key)) continue
    if (!change.stale) return 'dropped'
    staleSince ??= change.at
  }
  return staleSince === null ? 'current' : { staleSince }
}

function listen() {
  if (listening || connecting || !process.env.DATABASE_URL) return
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  const lost = () => {
    if (!listening && !connecting) return
    listening = false
    connecting = null
    hearOnListener(null)
    forgetEverything()
    client.end().catch(() => undefined)
    setTimeout(listen, RECONNECT_MS).unref()
  }
  client.on('notification', forgetNotified)
  client.on('error', lost)
  client.on('end', lost)
  connecting = client
    .connect()
    .then(() => client.query(`LISTEN ${PAGE_CACHE_CHANNEL}; LISTEN ${MEMBER_STATE_CHANNEL}; LISTEN ${OWN_WRITES_CHANNEL}`))
    .then(() => {
      forgetEverything()
      listening = true
      connecting = null
      hearOnListener({ client, forgetEverything })
    })
    .catch(lost)
}

/** True while invalidations reach this instance (starts listening on first use). */
export function pageCacheReady(): boolean {
  listen()
  return listening
}

/**
 * The stored page for a key, while it is fresh or stale for less than STALE_FOR_MS and
 * invalidations can reach this instance. A stale one is for the caller to replace
 * (refreshPage) while it answers with it.
 */
export function storedPage(key: string): CachedPage | null {
  if (!pageCacheReady()) return null
  const page = pages.get(key)
  if (!page) return null
  const now = Date.now()
  if (now - page.storedAt > TIME_TO_LIVE_MS || (page.staleSince !== undefined && now - page.staleSince > STALE_FOR_MS)) {
    drop(key)
    return null
  }
  // Map order is insertion order: re-inserting keeps the most recently used pages last.
  keep(key, page)
  return page
}

/**
 * Renders a page once for all readers asking for it at the same time and keeps it when it is
 * a plain 200 that sets no cookie. A render that spans a change which may hide something is
 * not kept; one that spans only changes of what its readers could already see is kept, stale
 * since the first (its data may be from before it), to be replaced as a stale page is.
 */
export function fillPage(key: string, render: () => Promise<Response>): Promise<CachedPage | null> {
  const running = filling.get(key)
  if (running) return running
  const started = changeCount
  const fill = (async () => {
    metrics().pageCacheRenders.inc({ viewer: key.startsWith('/') ? 'visitor' : personOfKey(key) === null ? 'group' : 'person' })
    const response = await render()
    const page: CachedPage = {
      body: Buffer.from(await response.arrayBuffer()),
      status: response.status,
      // Without the render's own request id: each answer carries its request's (scripts/server/nextServer.ts).
      headers: [...response.headers.entries()].filter(
        ([name]) =>
          !['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'x-request-id'].includes(name),
      ),
      storedAt: Date.now(),
    }
    const changed = changedSince(started, key)
    if (response.status === 200 && !response.headers.has('set-cookie') && listening && changed !== 'dropped') {
      if (changed !== 'current') page.staleSince = changed.staleSince
      keep(key, page)
    }
    return page
  })().finally(() => filling.delete(key))
  filling.set(key, fill)
  return fill
}

/**
 * Replaces a stale page in the background (one render per key, as fillPage), while its readers
 * get the stale one. A failed render leaves it to the next reader, and to STALE_FOR_MS.
 */
export function refreshPage(key: string, render: () => Promise<Response>) {
  fillPage(key, render).catch((error: unknown) => console.error(`Page cache: replacing the stale page ${key} failed:`, error))
}

/** Whether an answer came from memory as it was, from memory while a render replaces it, or from a render. */
export type CacheResult = 'hit' | 'stale' | 'miss'

/** The page for a key: the stored one (a stale one while it is replaced), or a render made now. */
export async function cachedPage(key: string, render: () => Promise<Response>): Promise<{ page: CachedPage | null; result: CacheResult }> {
  const stored = storedPage(key)
  if (!stored) return { page: await fillPage(key, render), result: 'miss' }
  if (stored.staleSince === undefined) return { page: stored, result: 'hit' }
  refreshPage(key, render)
  return { page: stored, result: 'stale' }
}
