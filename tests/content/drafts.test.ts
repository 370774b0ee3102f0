/**
 * Drafts, versions and scheduled publishing (issue 20 item 2): a draft is invisible wherever a
 * member or visitor could meet it, admins see and restore versions, a scheduled publication runs
 * on the jobs queue, and side effects (alerts, share images) follow what was published.
 */
import { sql } from '@payloadcms/db-postgres'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { communityFigures } from '../../src/lib/engagement/home/communityFigures'
import { queueDueReminders } from '../../src/lib/reach/memberEmails/queueDueReminders'
import { publicSitemapEntries } from '../../src/lib/reach/publicSitemap'
import { publicEventsCalendar, siteAtomFeed } from '../../src/lib/reach/siteFeeds'
import type { Event } from '../../src/payload-types'
import { uniqueTag } from '../support/actors'
import { createAgendaItem, createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const used = useActors()
const actors = () => used.actors
let payload: Payload
let memberToken: string
let adminToken: string
beforeAll(async () => {
  payload = used.payload
  memberToken = await tokenOf(payload, actors().member)
  adminToken = await tokenOf(payload, actors().admin)
})

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

/** A published event, then a draft of it saved by an admin (the published row stays as it was). */
async function publishedWithDraft(title: string) {
  const event = await createDoc(payload, 'events', { title, date: inHours(24 * 30) })
  await payload.update({ collection: 'events', id: event.id, data: { title: `${title} (draft)` }, draft: true, user: actors().admin })
  return event
}

const draftEvent = (title: string, date = inHours(24 * 30)) =>
  payload.create({ collection: 'events', data: { title, date }, draft: true, user: actors().admin, depth: 0 }) as Promise<Event>

async function graphql(query: string, token?: string) {
  const response = await GRAPHQL_POST(config)(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
}

/** The status of a file route (its body is the file, not JSON). */
async function fileStatus(path: string, token: string) {
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/${path}`, { headers: { Authorization: `JWT ${token}` } }),
  })
  await response.arrayBuffer()
  return response.status
}

describe('a draft is invisible to members and visitors', () => {
  test('a new draft: REST lists and ids, draft=true, GraphQL, counts and the local API without a user', async () => {
    const tag = uniqueTag()
    const draft = await draftEvent(`Hidden ${tag}`)
    expect(draft._status).toBe('draft')
    const titled = `where[title][like]=${tag}`
    for (const token of [undefined, memberToken]) {
      expect((await rest('GET', `events?${titled}`, { token })).body?.docs).toEqual([])
      expect((await rest('GET', `events?${titled}&draft=true`, { token })).body?.docs).toEqual([])
      expect((await rest('GET', `events/${draft.id}`, { token })).status).toBe(404)
      expect((await rest('GET', `events/${draft.id}?draft=true`, { token })).status).toBe(404)
      expect((await rest('GET', `events/count?${titled}`, { token })).body?.totalDocs).toBe(0)
      const answer = await graphql(
        `{ Events(where: { title: { like: "${tag}" } }, draft: true) { docs { id } } Event(id: ${draft.id}, draft: true) { id } }`,
        token,
      )
      expect((answer.data?.Events as { docs: unknown[] }).docs).toEqual([])
      expect(answer.data?.Event ?? null).toBeNull()
    }
    // The site's pages read with Payload's local API and no user.
    expect(await payload.findByID({ collection: 'events', id: draft.id, disableErrors: true })).toBeNull()
    expect((await payload.find({ collection: 'events', where: { title: { like: tag } } })).totalDocs).toBe(0)
    // Admins see it, in the API and the admin panel alike.
    expect((await rest('GET', `events/${draft.id}`, { token: adminToken })).body).toMatchObject({ id: draft.id, _status: 'draft' })
  })

  test('a published event with a newer draft shows members the published text, draft=true or not; admins the draft', async () => {
    const tag = uniqueTag()
    const event = await publishedWithDraft(`Staged ${tag}`)
    for (const token of [undefined, memberToken]) {
      expect((await rest('GET', `events/${event.id}?draft=true`, { token })).body?.title).toBe(`Staged ${tag}`)
      expect((await rest('GET', `events?where[title][like]=${tag}&draft=true`, { token })).body?.docs?.map((doc) => doc.title)).toEqual([
        `Staged ${tag}`,
      ])
    }
    expect((await rest('GET', `events/${event.id}?draft=true`, { token: adminToken })).body?.title).toBe(`Staged ${tag} (draft)`)
    expect((await rest('GET', `events/${event.id}`, { token: adminToken })).body?.title).toBe(`Staged ${tag}`)
  })

  test("a draft event's agenda and speakers, a draft survey's questions and a draft document's file stay hidden", async () => {
    const draft = await draftEvent(`Parent ${uniqueTag()}`)
    // Admins build a draft event's agenda before publishing it (a child of a draft names it only for them).
    const item = await createAgendaItem(payload, draft, {}, { user: actors().admin })
    await createDoc(payload, 'speakers', { event: draft.id, firstName: 'Ada', lastName: 'Draft' }, { user: actors().admin })
    for (const token of [undefined, memberToken]) {
      expect((await rest('GET', `agenda-items?where[event][equals]=${draft.id}`, { token })).body?.docs).toEqual([])
      expect((await rest('GET', `agenda-items/${item.id}`, { token })).status).toBe(404)
      expect((await rest('GET', `speakers?where[event][equals]=${draft.id}`, { token })).body?.docs).toEqual([])
    }
    expect((await rest('GET', `agenda-items/${item.id}`, { token: adminToken })).status).toBe(200)

    const survey = (await payload.create({
      collection: 'surveys',
      data: { title: `Draft survey ${uniqueTag()}`, isActive: true },
      draft: true,
    })) as {
      id: number
    }
    await createDoc(
      payload,
      'survey-questions',
      { survey: survey.id, questionText: 'Hidden?', questionType: 'text' },
      { user: actors().admin },
    )
    expect((await rest('GET', `survey-questions?where[survey][equals]=${survey.id}`, { token: memberToken })).body?.docs).toEqual([])
    expect((await rest('GET', `surveys/${survey.id}`, { token: memberToken })).status).toBe(404)

    const document = (await payload.create({
      collection: 'documents',
      data: { title: `Draft paper ${uniqueTag()}`, company: 'ACME', documentType: 'Whitepaper', language: 'English' },
      file: pdfFile(`draft-paper-${uniqueTag()}`),
      draft: true,
      user: actors().admin,
    })) as { id: number; filename: string }
    expect(await fileStatus(`documents/file/${document.filename}`, memberToken)).toBe(403)
    expect((await rest('GET', `documents/${document.id}`, { token: memberToken })).status).toBe(404)
    await payload.update({ collection: 'documents', id: document.id, data: { _status: 'published' }, user: actors().admin })
    expect(await fileStatus(`documents/file/${document.filename}`, memberToken)).toBe(200)
  })

  test('home figures, the sitemap and the feeds count and list published content only', async () => {
    const before = await communityFigures(payload)
    const draft = await draftEvent(`Uncounted ${uniqueTag()}`)
    expect((await communityFigures(payload)).events).toBe(before.events)
    expect((await publicSitemapEntries()).some((entry) => entry.url.endsWith(`/events/${draft.id}`))).toBe(false)
    expect(await publicEventsCalendar()).not.toContain(draft.title)
    expect(await siteAtomFeed()).not.toContain(draft.title)
    await payload.update({ collection: 'events', id: draft.id, data: { _status: 'published' }, user: actors().admin })
    expect((await communityFigures(payload)).events).toBe(before.events + 1)
    expect(await publicEventsCalendar()).toContain(draft.title)
  })

  test('a member cannot save the date of a draft event, and an unpublished event sends no reminder', async () => {
    const draft = await draftEvent(`Unsaveable ${uniqueTag()}`)
    await expect(
      payload.create({ collection: 'saved-event-dates', data: { event: draft.id } as never, user: actors().member, overrideAccess: false }),
    ).rejects.toThrow()

    const soon = await createDoc(payload, 'events', { title: `Soon ${uniqueTag()}`, date: inHours(10) })
    await payload.create({
      collection: 'saved-event-dates',
      data: { event: soon.id } as never,
      user: actors().otherMember,
      overrideAccess: false,
    })
    await payload.update({ collection: 'events', id: soon.id, data: { _status: 'draft' }, user: actors().admin })
    await queueDueReminders(payload)
    const queued = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM email_outbox WHERE event_id = ${soon.id}`)
    expect((queued.rows[0] as { n: number }).n).toBe(0)
  })
})

describe('versions, publishing and their side effects', () => {
  test('a create that asks for no draft publishes; versions are for admins only', async () => {
    const event = await createDoc(payload, 'events', { title: `Direct ${uniqueTag()}`, date: inHours(100) })
    expect((event as Event)._status).toBe('published')
    expect((await rest('GET', `events/versions?where[parent][equals]=${event.id}`, { token: memberToken })).status).toBe(403)
    const versions = await rest('GET', `events/versions?where[parent][equals]=${event.id}`, { token: adminToken })
    expect(versions.status).toBe(200)
    expect(versions.body?.docs?.length).toBe(1)
  })

  test('an admin restores an older version; a member may not', async () => {
    const tag = uniqueTag()
    const event = await createDoc(payload, 'events', { title: `First ${tag}`, date: inHours(200) })
    await payload.update({ collection: 'events', id: event.id, data: { title: `Second ${tag}` }, user: actors().admin })
    const { docs } = await payload.findVersions({
      collection: 'events',
      where: { parent: { equals: event.id } },
      sort: 'createdAt',
      user: actors().admin,
    })
    const first = docs[0]!
    expect(first.version.title).toBe(`First ${tag}`)
    expect((await rest('POST', `events/versions/${first.id}`, { token: memberToken })).status).toBe(403)
    const restored = await rest('POST', `events/versions/${first.id}`, { token: adminToken })
    expect(restored.status).toBe(200)
    expect((await rest('GET', `events/${event.id}`)).body?.title).toBe(`First ${tag}`)
  })

  test('a scheduled publication runs on the default queue at its time; unpublishing hides the event again', async () => {
    const draft = await draftEvent(`Scheduled ${uniqueTag()}`)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'events', value: draft.id }, user: { relationTo: 'users', value: actors().admin.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    expect((await rest('GET', `events/${draft.id}`)).status).toBe(404)
    await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'schedulePublish' } } })
    expect((await rest('GET', `events/${draft.id}`)).body?._status).toBe('published')

    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', doc: { relationTo: 'events', value: draft.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'schedulePublish' } } })
    expect((await rest('GET', `events/${draft.id}`)).status).toBe(404)
  })

  test('a date change alerts members only when published, compared with what was published before', async () => {
    const start = inHours(24 * 40)
    const event = await createDoc(payload, 'events', { title: `Moving ${uniqueTag()}`, date: start })
    const windows = async () =>
      (await payload.db.drizzle.execute(sql`SELECT before FROM schedule_changes WHERE event_id = ${event.id} AND agenda_item_id IS NULL`))
        .rows as { before: { date: string } }[]
    await payload.update({ collection: 'events', id: event.id, data: { date: inHours(24 * 41) }, draft: true, user: actors().admin })
    await payload.update({ collection: 'events', id: event.id, data: { date: inHours(24 * 42) }, draft: true, user: actors().admin })
    expect(await windows()).toEqual([])
    await payload.update({ collection: 'events', id: event.id, data: { _status: 'published' }, user: actors().admin })
    const opened = await windows()
    expect(opened).toHaveLength(1)
    expect(new Date(opened[0]!.before.date).toISOString()).toBe(start)
  })

  test('a draft queues no share image, and storing an image never publishes a pending draft', async () => {
    const draft = await draftEvent(`Unshared ${uniqueTag()}`)
    const jobsOf = async (id: number) =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { and: [{ taskSlug: { equals: 'renderEventShareImage' } }, { 'input.event': { equals: id } }] },
          overrideAccess: true,
        })
      ).docs
    expect(await jobsOf(draft.id)).toEqual([])

    const tag = uniqueTag()
    const event = await publishedWithDraft(`Pictured ${tag}`)
    for (const job of await jobsOf(event.id)) await payload.jobs.runByID({ id: job.id })
    const published = (await payload.findByID({ collection: 'events', id: event.id, depth: 0 })) as Event
    expect(published).toMatchObject({ title: `Pictured ${tag}`, _status: 'published' })
    expect(published.shareImage).toBeTruthy()
    // The admin's draft is still there, unpublished; publishing it keeps the stored image.
    const latest = (await payload.findByID({ collection: 'events', id: event.id, draft: true, user: actors().admin, depth: 0 })) as Event
    expect(latest).toMatchObject({ title: `Pictured ${tag} (draft)`, _status: 'draft' })
    const republished = (await payload.update({
      collection: 'events',
      id: event.id,
      data: { _status: 'published' },
      user: actors().admin,
      depth: 0,
    })) as Event
    expect(republished.shareImage).toBe(published.shareImage)
  })
})
