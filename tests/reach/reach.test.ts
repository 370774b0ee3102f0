/** Reach: events' share images drawn by the jobs queue, their structured data, the sitemap and the feeds. */
import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'

import { invalidatePagesShowingImageAfterChange, invalidatePagesShowingImageAfterDelete } from '../../hooks/shared/invalidateVisitorPages'
import { CONTENT_QUEUE } from '../../src/lib/infrastructure/jobs/contentTasks'
import { SHOWN_NOWHERE } from '../../src/lib/platform/pageCache/notifyPageCache'
import { currentShareImageUrl, eventShareImageUrl } from '../../src/lib/reach/eventShareImageUrl'
import { eventStructuredData, jsonLdScript } from '../../src/lib/reach/eventStructuredData'
import { publicSitemapEntries } from '../../src/lib/reach/publicSitemap'
import { publicEventsCalendar, siteAtomFeed } from '../../src/lib/reach/siteFeeds'
import { relationId } from '../../src/lib/shared/ids/relationId'
import type { Event, Media } from '../../src/payload-types'
import { richText } from '../../src/seed/richText'
import { uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { usePayload } from '../support/payload'

const getPayload = usePayload()
let payload: Payload
beforeAll(() => {
  payload = getPayload()
})

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const reload = (id: number) => payload.findByID({ collection: 'events', id, depth: 0 }) as Promise<Event>

describe('share images', () => {
  test('a new event queues its share image; the queue draws it once, and again only when title, time or place change', async () => {
    const event = await createDoc(payload, 'events', { title: `Share ${uniqueTag()}`, date: inDays(20), location: 'Leipzig' })
    expect(await drawQueuedImages(event.id)).toBe(1)
    const drawn = await reload(event.id)
    const imageId = relationId(drawn.shareImage)
    expect(imageId).toBeTruthy()
    const image = (await payload.findByID({ collection: 'media', id: imageId!, depth: 0 })) as Media
    expect(image).toMatchObject({ mimeType: 'image/png', width: 1200, height: 630 })

    // Saving what the image does not show (the sponsor) queues nothing new and keeps the image.
    await payload.update({ collection: 'events', id: event.id, data: { sponsor: 'Someone' }, depth: 0 })
    expect(await drawQueuedImages(event.id)).toBe(0)
    expect(relationId((await reload(event.id)).shareImage)).toBe(imageId)

    // A new title draws a new image and deletes the old one.
    await payload.update({ collection: 'events', id: event.id, data: { title: `${event.title} renamed` }, depth: 0 })
    expect(await drawQueuedImages(event.id)).toBe(1)
    const redrawn = relationId((await reload(event.id)).shareImage)
    expect(redrawn).toBeTruthy()
    expect(redrawn).not.toBe(imageId)
    expect(await payload.findByID({ collection: 'media', id: imageId!, disableErrors: true })).toBeNull()
    const file = await fetchMediaFile(redrawn!)
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
  })
})

describe("the share image's route", () => {
  test('sends readers to the picture of the current content, drawn at once when the queue has not drawn it yet', async () => {
    const event = await createDoc(payload, 'events', { title: `Routed ${uniqueTag()}`, date: inDays(30), location: 'Leipzig' })
    // Asked by several readers before the queue ran: drawn now, once, and every one is sent to it.
    const urls = await Promise.all([1, 2, 3].map(() => currentShareImageUrl(payload, event.id)))
    expect(new Set(urls).size).toBe(1)
    const url = urls[0]
    expect(url).toMatch(new RegExp(`/api/media/file/event-${event.id}-share-[0-9a-f]{16}(-\\d+)?\\.png$`))
    const drawn = relationId((await reload(event.id)).shareImage)
    // The queued job then finds it drawn: the same picture stays.
    await drawQueuedImages(event.id)
    expect(relationId((await reload(event.id)).shareImage)).toBe(drawn)
    expect(await currentShareImageUrl(payload, event.id)).toBe(url)
    // A save changes the page's address for it (a new version), not the address of the route.
    const before = eventShareImageUrl(await reload(event.id))
    await payload.update({ collection: 'events', id: event.id, data: { title: `${event.title} moved` }, depth: 0 })
    const after = eventShareImageUrl(await reload(event.id))
    expect(after).not.toBe(before)
    expect(new URL(after).pathname).toBe(`/events/${event.id}/share-image`)
    const redrawn = await currentShareImageUrl(payload, event.id)
    expect(redrawn).not.toBe(url)
  })

  test('knows no draft and no unknown event', async () => {
    const draft = await payload.create({
      collection: 'events',
      data: { title: `Draft ${uniqueTag()}`, date: inDays(40), _status: 'draft' },
      draft: true,
      depth: 0,
    })
    expect(await currentShareImageUrl(payload, draft.id)).toBeNull()
    expect(await currentShareImageUrl(payload, 2_000_000_000)).toBeNull()
  })
})

/** Runs this event's queued share-image jobs (only these: other files' events queue theirs too); how many ran. */
async function drawQueuedImages(eventId: number): Promise<number> {
  const queued = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'renderEventShareImage' } },
        { 'input.event': { equals: eventId } },
        { queue: { equals: CONTENT_QUEUE } },
        { completedAt: { exists: false } },
      ],
    },
    overrideAccess: true,
  })
  for (const job of queued.docs) await payload.jobs.runByID({ id: job.id })
  return queued.totalDocs
}

async function fetchMediaFile(id: number): Promise<Buffer> {
  const media = (await payload.findByID({ collection: 'media', id, depth: 0 })) as Media
  const { readFile } = await import('node:fs/promises')
  const { mediaDir } = await import('../../src/lib/shared/paths')
  return readFile(`${mediaDir('images')}/${media.filename}`)
}

describe('structured data, sitemap and feeds', () => {
  test("an event's JSON-LD names start and end with Berlin's offset, the place, the performers and the organizer", () => {
    const data = eventStructuredData(
      {
        id: 7,
        title: 'Summit </script><script>alert(1)</script>',
        descriptionText: 'Words',
        date: '2027-01-14T08:00:00.000Z',
        endDate: '2027-07-14T15:00:00.000Z',
        location: 'Leipzig, Kongresshalle',
        isOnline: false,
        sponsor: 'Open OT Foundation',
        registrationLink: null,
        image: { id: 1, url: '/api/media/file/banner.png' } as Media,
        updatedAt: '2027-01-01T10:00:00.000Z',
      },
      [{ fullName: 'Dr. Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', jobRole: 'Engineer', company: 'Engines AG' }],
    )
    const parsed = JSON.parse(jsonLdScript(data))
    expect(jsonLdScript(data)).not.toContain('</script>')
    expect(parsed).toMatchObject({
      '@type': 'Event',
      startDate: '2027-01-14T09:00:00+01:00',
      endDate: '2027-07-14T17:00:00+02:00',
      location: { '@type': 'Place', name: 'Leipzig, Kongresshalle' },
      performer: [{ '@type': 'Person', name: 'Dr. Ada Lovelace', affiliation: { name: 'Engines AG' } }],
      organizer: { '@type': 'Organization', name: 'IT/OT Community' },
      sponsor: { name: 'Open OT Foundation' },
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    })
    // The share image by its route (versioned by the last save), then the event's own picture.
    expect(parsed.image[0]).toMatch(/^https?:\/\/[^/]+\/events\/7\/share-image\?v=[0-9a-f]{12}$/)
    expect(parsed.image[1]).toMatch(/^https?:\/\/.+\/api\/media\/file\/banner\.png$/)
  })

  test('the sitemap lists the list pages, every event and survey, and no project or document detail', async () => {
    const event = await createDoc(payload, 'events', { title: `Mapped ${uniqueTag()}`, date: inDays(5) })
    const survey = await createDoc(payload, 'surveys', { title: `Mapped survey ${uniqueTag()}` })
    const project = await createDoc(payload, 'projects', { title: `P ${uniqueTag()}`, type: 'Research', startDate: '2030-01-01' })
    const urls = (await publicSitemapEntries()).map((entry) => new URL(entry.url).pathname)
    for (const path of ['/', '/events', '/surveys', '/projects', '/documents', '/about', `/events/${event.id}`, `/surveys/${survey.id}`])
      expect(urls).toContain(path)
    expect(urls).not.toContain(`/projects/${project.id}`)
    expect(urls.filter((path) => /^(\/de)?\/(projects|documents)\/|^(\/de)?\/(profile|admin|api|invitations)/.test(path))).toEqual([])
  })

  test('the sitemap lists each public page in English and in German, each naming the other (hreflang)', async () => {
    const event = await createDoc(payload, 'events', { title: `Mapped ${uniqueTag()}`, date: inDays(5) })
    const entries = await publicSitemapEntries()
    const pathOf = (url: string) => new URL(url).pathname
    const english = entries.find((entry) => pathOf(entry.url) === `/events/${event.id}`)
    const german = entries.find((entry) => pathOf(entry.url) === `/de/events/${event.id}`)
    expect(english?.alternates?.languages).toEqual(german?.alternates?.languages)
    const languages = english!.alternates!.languages as Record<string, string>
    expect(Object.fromEntries(Object.entries(languages).map(([key, url]) => [key, pathOf(url)]))).toEqual({
      en: `/events/${event.id}`,
      de: `/de/events/${event.id}`,
      'x-default': `/events/${event.id}`,
    })
    expect(entries.map((entry) => pathOf(entry.url))).toEqual(expect.arrayContaining(['/de', '/de/events', '/de/about']))
  })

  test('the Atom feed and the events calendar carry new events (and documents) with their words', async () => {
    const title = `Feed event ${uniqueTag()}`
    const event = await createDoc(payload, 'events', { title, date: inDays(3), description: richText('Bring <your> questions & ideas') })
    const atom = await siteAtomFeed()
    expect(atom).toMatch(/^<\?xml/)
    expect(atom).toContain(`<title type="html"><![CDATA[Event: ${title}]]></title>`)
    expect(atom).toContain(`/events/${event.id}`)
    expect(atom).toContain('Bring <your> questions & ideas')
    const calendar = await publicEventsCalendar()
    expect(calendar).toContain(`UID:event-${event.id}@`)
    expect(calendar.replace(/\r\n /g, '')).toContain(`SUMMARY:${title}`)
  })

  test('the German Atom feed: German titles where there are, its own words, dates and links to the German pages', async () => {
    const tag = uniqueTag()
    const event = await createDoc(payload, 'events', { title: `Feed summit ${tag}`, date: '2031-03-04T08:00:00.000Z', location: 'Berlin' })
    await payload.update({ collection: 'events', id: event.id, locale: 'de', data: { title: `Feed-Gipfel ${tag}` }, overrideAccess: true })
    const englishOnly = await createDoc(payload, 'events', {
      title: `Feed workshop ${tag}`,
      date: '2031-03-05T08:00:00.000Z',
      isOnline: true,
    })
    const atom = await siteAtomFeed('de')
    expect(atom).toContain(`<title type="html"><![CDATA[Veranstaltung: Feed-Gipfel ${tag}]]></title>`)
    expect(atom).toContain(`<title type="html"><![CDATA[Veranstaltung: Feed workshop ${tag}]]></title>`)
    expect(atom).toContain(`href="http://localhost:3000/de/events/${event.id}"`)
    expect(atom).toContain('04.03.2031, 09:00 (Berliner Zeit), Berlin.')
    expect(atom).toContain('(Berliner Zeit), Virtuelle Veranstaltung.')
    expect(atom).toContain('<subtitle>Die Community-Plattform für IT- und OT-Fachleute.</subtitle>')
    expect(atom).not.toContain('Event: ')
    expect(await siteAtomFeed('en')).toContain(`Event: Feed summit ${tag}`)
    expect(englishOnly.id).toBeGreaterThan(event.id)
  })
})

describe('images and kept pages', () => {
  // A request that cannot reach the database: a hook that notified with it would throw.
  const unreachable = {} as never

  test('a new upload and a replaced share image change no page; an edited or deleted image does', async () => {
    const doc = { id: 1 }
    await expect(invalidatePagesShowingImageAfterChange({ doc, operation: 'create', req: unreachable } as never)).resolves.toBe(doc)
    await expect(
      invalidatePagesShowingImageAfterDelete({ doc, req: unreachable, context: { [SHOWN_NOWHERE]: true } } as never),
    ).resolves.toBe(doc)
    await expect(invalidatePagesShowingImageAfterChange({ doc, operation: 'update', req: unreachable } as never)).rejects.toThrow()
    await expect(invalidatePagesShowingImageAfterDelete({ doc, req: unreachable, context: {} } as never)).rejects.toThrow()
    const req = await createLocalReq({}, payload)
    await expect(invalidatePagesShowingImageAfterChange({ doc, operation: 'update', req } as never)).resolves.toBe(doc)
  })
})
