/**
 * The page cache's memory (src/lib/platform/pageCache/visitorPageCache.ts) as NOTIFYs reach it
 * over a real PostgreSQL connection: a change that may hide something drops pages at once, a
 * change of what readers already saw marks them stale for at most STALE_FOR_MS while one render
 * replaces them, and a render that spans a change is kept only as the change allows. On a
 * database of its own (OWN_PROCESS in vitest.config.ts): other files' content writes NOTIFY the
 * shared one.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { metrics } from '@/lib/infrastructure/observability/metrics'
import { MEMBER_STATE_CHANNEL } from '@/lib/platform/pageCache/memberSessionMemo'
import {
  cachedPage,
  fillPage,
  PAGE_CACHE_CHANNEL,
  pageCacheReady,
  refreshPage,
  STALE_CHANGE,
  STALE_FOR_MS,
  storedPage,
} from '@/lib/platform/pageCache/visitorPageCache'

import { useOwnDatabase } from '../support/ownDatabase'

let notifier: pg.Client
let drop: () => Promise<void>

beforeAll(async () => {
  const own = await useOwnDatabase('page_cache')
  drop = own.drop
  notifier = new pg.Client({ connectionString: own.url })
  await notifier.connect()
  // Listening starts on first use and takes a moment.
  for (const startedAt = Date.now(); !pageCacheReady(); await new Promise((resolve) => setTimeout(resolve, 20)))
    if (Date.now() - startedAt > 10_000) throw new Error('The page cache did not start listening within 10 s')
})

afterAll(async () => {
  await notifier?.end()
  await drop?.()
})

let renders = 0
const html = (text: string) => () => {
  renders += 1
  return Promise.resolve(new Response(`<html><body>${text}</body></html>`, { status: 200, headers: { 'content-type': 'text/html' } }))
}
const textOf = (key: string) =>
  storedPage(key)
    ?.body.toString()
    .replace(/^.*<body>|<\/body>.*$/g, '') ?? null
const notify = (message: string) => notifier.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, message])
let count = 0
/** A page key of this test's own (the cache is one for the process). */
const pathOf = (section: string) => `/${section}/${++count}`

/** Stores a page under each key, renders it, and returns once all are kept. */
async function stored(...keys: string[]) {
  for (const key of keys) await fillPage(key, html(`first ${key}`))
  for (const key of keys) expect(textOf(key)).toBe(`first ${key}`)
}

/** Returns once every NOTIFY sent before has been heard (one session's notifications arrive in order). */
async function delivered() {
  const sentinel = pathOf('sentinel')
  await stored(sentinel)
  await notify(sentinel)
  await expect.poll(() => storedPage(sentinel)).toBeNull()
}

/** The changes heard so far by scope and staleness ('path:no'), from the metrics registry. */
async function changesHeard(): Promise<Record<string, number>> {
  const { values } = await metrics().pageCacheChanges.get()
  const heard: Record<string, number> = { 'path:no': 0, 'everything:no': 0 }
  for (const { labels, value } of values) heard[`${labels.scope}:${labels.stale}`] = value
  return heard
}

/** A render that answers when told to. */
function heldRender(text: string) {
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  return { render: () => held.then(html(text)), answer }
}

describe('what a change does to the pages kept', () => {
  test('a change that may hide something drops the pages it names at once; other paths stay', async () => {
    const [event, documents] = [pathOf('events'), pathOf('documents')]
    await stored(event, `/de${event}`, documents)
    const changesBefore = await changesHeard()
    await notify('/events')
    await expect.poll(() => storedPage(event)).toBeNull()
    expect(storedPage(`/de${event}`), 'the German page under the same path').toBeNull()
    expect(textOf(documents)).toBe(`first ${documents}`)
    await notify('content')
    await expect.poll(() => storedPage(documents)).toBeNull()
    // Operators (and the benchmark) count them: page_cache_changes_total.
    expect(await changesHeard()).toEqual({
      ...changesBefore,
      'path:no': changesBefore['path:no'] + 1,
      'everything:no': changesBefore['everything:no'] + 1,
    })
  })

  test('a change of what readers already saw leaves the pages stale, served for STALE_FOR_MS at most', async () => {
    const [event, member] = [pathOf('events'), `member|${pathOf('events')}`]
    await stored(event, member)
    await notify(`${STALE_CHANGE}content`)
    await expect.poll(() => storedPage(event)?.staleSince).toBeDefined()
    expect(storedPage(member)?.staleSince, "a shared member page as a visitor's").toBeDefined()
    const staleSince = storedPage(event)!.staleSince!
    // A second change does not extend the window: it counts from the first change not shown.
    await notify(`${STALE_CHANGE}/events`)
    await delivered()
    expect(storedPage(event)?.staleSince).toBe(staleSince)
    vi.useFakeTimers({ toFake: ['Date'], now: staleSince + STALE_FOR_MS + 1 })
    try {
      expect(storedPage(event), 'past the stale window').toBeNull()
      expect(storedPage(member)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  test('a stale page is replaced by one render however many readers ask, and the new one is fresh', async () => {
    const event = pathOf('events')
    await stored(event)
    await notify(`${STALE_CHANGE}/events`)
    await expect.poll(() => storedPage(event)?.staleSince).toBeDefined()
    const before = renders
    const { render, answer } = heldRender('second')
    for (let reader = 0; reader < 20; reader++) {
      refreshPage(event, render)
      // Each reader meanwhile gets the stale page.
      expect(textOf(event)).toBe(`first ${event}`)
    }
    answer()
    await expect.poll(() => textOf(event)).toBe('second')
    expect(renders - before).toBe(1)
    expect(storedPage(event)?.staleSince).toBeUndefined()
  })

  test('an answer says where its page came from: a render, memory, or memory while a render replaces it', async () => {
    const event = pathOf('events')
    const first = await cachedPage(event, html('first'))
    expect([first.result, first.page?.body.toString()]).toEqual(['miss', '<html><body>first</body></html>'])
    expect((await cachedPage(event, html('unused'))).result).toBe('hit')
    await notify(`${STALE_CHANGE}/events`)
    await delivered()
    const stale = await cachedPage(event, html('second'))
    expect([stale.result, stale.page?.body.toString()]).toEqual(['stale', '<html><body>first</body></html>'])
    await expect.poll(() => textOf(event)).toBe('second')
    expect((await cachedPage(event, html('unused'))).result).toBe('hit')
  })

  test('a stale change after a drop does not bring a dropped page back', async () => {
    const event = pathOf('events')
    await stored(event)
    await notify('/events')
    await notify(`${STALE_CHANGE}/events`)
    await delivered()
    expect(storedPage(event)).toBeNull()
  })
})

describe('a render that spans a change', () => {
  test('is not kept when the change may hide something from its readers', async () => {
    const event = pathOf('events')
    const { render, answer } = heldRender('rendered across a drop')
    const filled = fillPage(event, render)
    await notify('/events')
    await delivered()
    answer()
    expect((await filled)?.body.toString()).toContain('rendered across a drop')
    expect(storedPage(event), 'answered to its readers, not kept').toBeNull()
  })

  test('is kept when the change covers other pages only', async () => {
    const event = pathOf('events')
    const { render, answer } = heldRender('rendered across another page’s change')
    const filled = fillPage(event, render)
    await notify('/documents')
    await delivered()
    answer()
    await filled
    expect(textOf(event)).toBe('rendered across another page’s change')
    expect(storedPage(event)?.staleSince).toBeUndefined()
  })

  test('is kept stale when the change is of what readers already saw: its data may be from before it', async () => {
    const event = pathOf('events')
    const { render, answer } = heldRender('rendered across an edit')
    const filled = fillPage(event, render)
    const sentinel = pathOf('events')
    await stored(sentinel)
    await notify(`${STALE_CHANGE}/events`)
    await expect.poll(() => storedPage(sentinel)?.staleSince).toBeDefined()
    answer()
    await filled
    expect(textOf(event)).toBe('rendered across an edit')
    expect(storedPage(event)?.staleSince).toBe(storedPage(sentinel)?.staleSince)
  })

  test('is not kept when more changes came than are remembered', async () => {
    const event = pathOf('events')
    const { render, answer } = heldRender('rendered across many changes')
    const filled = fillPage(event, render)
    for (let change = 0; change < 250; change++) await notify(`${STALE_CHANGE}/nothing-here`)
    await delivered()
    answer()
    await filled
    expect(storedPage(event)).toBeNull()
  })
})

describe('pages kept for one person (sharing groups)', () => {
  const notifyMembers = (message: string) => notifier.query('SELECT pg_notify($1, $2)', [MEMBER_STATE_CHANNEL, message])

  test("a write of a member drops the pages kept for them alone, and nobody else's", async () => {
    const path = pathOf('documents')
    const [own, other, group, visitor] = [`person:7001|${path}`, `person:7002|${path}`, `member@12|${path}`, path]
    await stored(own, other, group, visitor)
    await notifyMembers('7001,7003')
    await expect.poll(() => storedPage(own)).toBeNull()
    expect(textOf(other)).toBe(`first ${other}`)
    expect(textOf(group)).toBe(`first ${group}`)
    expect(textOf(visitor)).toBe(`first ${visitor}`)
    // Everyone's (a label changed: who reads what is asked again): every person's page, no group's.
    await notifyMembers('*')
    await expect.poll(() => storedPage(other)).toBeNull()
    expect(textOf(group)).toBe(`first ${group}`)
  })

  test("a render for a person that spans a write of theirs is not kept; one spanning another's is", async () => {
    const path = pathOf('events')
    const own = heldRender('rendered across their write')
    const filled = fillPage(`person:7011|${path}`, own.render)
    const others = heldRender('rendered across another member’s write')
    const otherFilled = fillPage(`person:7012|${path}`, others.render)
    await notifyMembers('7011')
    await delivered()
    own.answer()
    others.answer()
    await Promise.all([filled, otherFilled])
    expect(storedPage(`person:7011|${path}`)).toBeNull()
    expect(textOf(`person:7012|${path}`)).toBe('rendered across another member’s write')
  })

  test('the store keeps its size in bytes: the least recently used pages go first', async () => {
    const kept = process.env.PAGE_CACHE_MEGABYTES
    // About 3 KB: room for two pages of 1,200 bytes.
    process.env.PAGE_CACHE_MEGABYTES = String(3000 / 1024 / 1024)
    try {
      const [first, second, third] = [pathOf('documents'), pathOf('documents'), pathOf('documents')]
      const page = (text: string) => html(text.padEnd(1200, '.'))
      await fillPage(first, page('first'))
      await fillPage(second, page('second'))
      expect(storedPage(first), 'used last now').not.toBeNull()
      await fillPage(third, page('third'))
      expect(storedPage(second), 'the least recently used').toBeNull()
      expect(storedPage(first)).not.toBeNull()
      expect(storedPage(third)).not.toBeNull()
    } finally {
      if (kept === undefined) delete process.env.PAGE_CACHE_MEGABYTES
      else process.env.PAGE_CACHE_MEGABYTES = kept
    }
  })
})
