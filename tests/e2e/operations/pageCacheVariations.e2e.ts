/**
 * The page caches (src/lib/platform/pageCache: visitors' pages and the pages members share) never carry
 * one member's name or state to another member or a visitor (issue 43, item 8), whatever the
 * request varies: HEAD instead of GET, Accept-Language and the language cookie, query strings,
 * /de paths. And a member taken out of an organization loses its restricted material on the
 * next request: the pages rendered for restricted readers follow the membership at once.
 *
 * On the worker's shared server, with members of its own: the caches already hold other files'
 * pages, as a live site's do.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import crypto from 'node:crypto'

import { type SetupApi, actorRequest, setupApi, signIn } from '../http/actors'
import { createMember } from '../support/members'
import { useSharedServer } from '../support/sharedServer'
import { DEMO_PASSWORD } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
// Names no page of the demo holds: wherever one shows up, it came from that member's session.
const tag = crypto
  .randomBytes(4)
  .toString('hex')
  .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)
const NAME_A = `Quillon${tag}`
const NAME_B = `Brisket${tag}`

let api: SetupApi
let memberA: APIRequestContext
let memberB: APIRequestContext
let visitor: APIRequestContext
let eventId = 0

/** What a browser sends for a page load (the cache answers only those), in a language or none. */
const pageLoad = (extra: Record<string, string> = {}) => ({
  Accept: 'text/html,application/xhtml+xml',
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Site': 'none',
  ...extra,
})

type Variant = { name: string; method: 'GET' | 'HEAD'; path: string; headers: Record<string, string> }

function variants(): Variant[] {
  const paths = ['/', '/events', `/events/${eventId}`, '/documents', '/projects', '/members', '/surveys', '/about', '/tags']
  const list: Variant[] = []
  for (const path of paths) {
    list.push({ name: `GET ${path}`, method: 'GET', path, headers: pageLoad() })
    list.push({ name: `GET /de${path === '/' ? '' : path}`, method: 'GET', path: `/de${path === '/' ? '' : path}`, headers: pageLoad() })
    list.push({ name: `GET ${path}?ref=x`, method: 'GET', path: `${path}?ref=${tag}`, headers: pageLoad() })
    list.push({
      name: `GET ${path} (Accept-Language: de)`,
      method: 'GET',
      path,
      headers: pageLoad({ 'Accept-Language': 'de-DE,de;q=0.9' }),
    })
    list.push({ name: `GET ${path} (language cookie de)`, method: 'GET', path, headers: pageLoad({ Cookie: 'site-language=de' }) })
    list.push({ name: `HEAD ${path}`, method: 'HEAD', path, headers: pageLoad() })
  }
  return list
}

async function load(actor: APIRequestContext, variant: Variant) {
  const response = await actor.fetch(variant.path, { method: variant.method, headers: variant.headers })
  expect(response.status(), `${variant.name}: ${response.status()}`).toBeLessThan(500)
  return { response, body: variant.method === 'HEAD' ? '' : await response.text() }
}

let movedEmail = ''

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000)
  const app = server()
  api = await setupApi(app.url)
  // Members of its own, named so: the demo's members keep their names for the worker's other files.
  const request = await playwright.request.newContext()
  const a = await createMember(app, request, { prefix: 'cache-a', firstName: NAME_A })
  const b = await createMember(app, request, { prefix: 'cache-b', firstName: NAME_B, organization: 'Stadtwerke Elbtal' })
  // A reader of Helvetia Pharma Production's TLP:AMBER material, whom the last test moves.
  movedEmail = (await createMember(app, request, { prefix: 'moved', organization: 'Helvetia Pharma Production' })).email
  await request.dispose()
  memberA = await actorRequest(app.url, await signIn(app.url, a.email, DEMO_PASSWORD))
  memberB = await actorRequest(app.url, await signIn(app.url, b.email, DEMO_PASSWORD))
  visitor = await actorRequest(app.url, null)
  const events = (await api.get('/api/events?limit=1&depth=0&sort=-date')) as { docs: { id: number }[] }
  eventId = events.docs[0]!.id
  // Member A's own state on the shared pages: a saved event date.
  const saved = await memberA.post('/api/saved-event-dates', { data: { event: eventId } })
  expect([201, 400]).toContain(saved.status())
})

test('no member’s name or state reaches another member or a visitor, whatever the request varies', async () => {
  test.setTimeout(600_000)
  const all = variants()
  // A loads every variant first (each fills the caches while A is signed in), twice: the second is a hit.
  let shownToA = 0
  for (const variant of all)
    for (let i = 0; i < 2; i++) {
      const { response, body } = await load(memberA, variant)
      if (body.includes(NAME_A)) {
        shownToA++
        // A page with a member's name is never kept by the browser or a shared cache.
        expect(response.headers()['cache-control'] ?? '', variant.name).toMatch(/no-store/)
        expect(response.headers()['cache-control'] ?? '', variant.name).toMatch(/private/)
      }
    }
  // The check sees names at all: A's own pages greet A.
  expect(shownToA).toBeGreaterThan(all.length / 2)
  for (const variant of all) {
    const asB = await load(memberB, variant)
    expect(asB.body, `${variant.name} as member B`).not.toContain(NAME_A)
    expect(JSON.stringify(asB.response.headers()), `${variant.name} as member B (headers)`).not.toContain(NAME_A)
    const asVisitor = await load(visitor, variant)
    expect(asVisitor.body, `${variant.name} as a visitor`).not.toContain(NAME_A)
    expect(asVisitor.body, `${variant.name} as a visitor`).not.toContain(NAME_B)
    expect(asVisitor.response.headers()['set-cookie'] ?? '', `${variant.name} as a visitor`).not.toMatch(/payload-token=[^;]/)
  }
  // And B's own pages carry B's name, not A's, after A filled them.
  const own = await load(memberB, { name: 'GET /events', method: 'GET', path: '/events', headers: pageLoad() })
  expect(own.body).toContain(NAME_B)
  expect(own.body).not.toContain(NAME_A)
})

test('a member taken out of an organization loses its restricted material on the next request', async () => {
  test.setTimeout(180_000)
  // A member of Helvetia Pharma Production reads the demo's TLP:AMBER playbook; pages are rendered for her.
  const claire = await actorRequest(server().url, await signIn(server().url, movedEmail, DEMO_PASSWORD))
  const title = 'Clean Room Incident Response Playbook'
  const documents = (await api.get(`/api/documents?limit=1&depth=0&where[title][equals]=${encodeURIComponent(title)}`)) as {
    docs: { id: number }[]
  }
  const documentId = documents.docs[0]!.id
  for (const path of ['/documents', `/documents/${documentId}/versions`]) {
    const before = await claire.get(path, { headers: pageLoad() })
    expect(await before.text(), `${path} before`).toContain(title)
  }
  const claireRow = (await api.get(`/api/users?limit=1&depth=0&where[email][equals]=${encodeURIComponent(movedEmail)}`)) as {
    docs: { id: number }[]
  }
  const others = (await api.get(`/api/organizations?limit=1&depth=0&where[name][equals]=${encodeURIComponent('Nordwerk Chemicals')}`)) as {
    docs: { id: number }[]
  }
  // A platform admin moves her to another organization: her Helvetia membership ends.
  await api.update('users', claireRow.docs[0]!.id, { organization: others.docs[0]!.id })
  for (const path of ['/documents', `/documents/${documentId}/versions`, `/search?q=${encodeURIComponent('filling line')}`]) {
    const after = await claire.get(path, { headers: pageLoad() })
    expect(await after.text(), `${path} after`).not.toContain(title)
  }
  const download = await claire.get(`/documents/${documentId}/download`)
  expect([403, 404]).toContain(download.status())
  const rest = await claire.get(`/api/documents/${documentId}`)
  expect([403, 404]).toContain(rest.status())
})

test('an edit of a published event reaches readers within seconds, the page served stale meanwhile; unpublishing hides it at once', async () => {
  test.setTimeout(120_000)
  // STALE_FOR_MS (src/lib/platform/pageCache/visitorPageCache.ts), and the time a request takes on a loaded machine.
  const staleAtMostMs = 5_000 + 3_000
  const title = (edit: string) => `Cache ${edit} ${tag}`
  const event = await api.create('events', { title: title('first'), date: new Date(Date.now() + 30 * 86_400_000).toISOString() })
  const path = `/events/${event.id}`
  for (let i = 0; i < 2; i++) expect(await (await visitor.get(path, { headers: pageLoad() })).text()).toContain(title('first'))

  for (const edit of ['second', 'third']) {
    const before = title(edit === 'second' ? 'first' : 'second')
    await api.update('events', event.id as number, { title: title(edit) })
    const savedAt = Date.now()
    const answers: { atMs: number; shows: string; cache: string | undefined }[] = []
    for (;;) {
      const response = await visitor.get(path, { headers: pageLoad() })
      const body = await response.text()
      const shows = body.includes(title(edit)) ? 'new' : body.includes(before) ? 'old' : 'neither'
      answers.push({ atMs: Date.now() - savedAt, shows, cache: response.headers()['x-visitor-page-cache'] })
      if (shows === 'new') break
      expect(Date.now() - savedAt, JSON.stringify(answers)).toBeLessThan(staleAtMostMs * 3)
    }
    const old = answers.filter((answer) => answer.shows !== 'new')
    expect(
      old.filter((answer) => answer.shows === 'neither'),
      JSON.stringify(answers),
    ).toEqual([])
    // The old page only while it may be stale: within the window after the save.
    expect(
      old.filter((answer) => answer.atMs > staleAtMostMs),
      JSON.stringify(answers),
    ).toEqual([])
  }

  await api.update('events', event.id as number, { _status: 'draft' })
  const hidden = await visitor.get(path, { headers: pageLoad() })
  expect(await hidden.text()).not.toContain(title('third'))
  expect(hidden.status()).toBe(404)
})
