/**
 * Share images drawn once per content, whatever runs at once (issue 43, item 4): two runs of one
 * event never race for one media file name (a CI run once failed with "The following field is
 * invalid: filename" from two renderEventShareImage jobs of one event), an image another instance
 * stored first is reused, and saves while the event's job waits queue no second job.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'

import { elevated } from '../../src/lib/accounts/security/elevated'
import { refreshEventShareImage } from '../../src/lib/reach/refreshEventShareImage'
import { shareImageKey } from '../../src/lib/reach/shareImageKey'
import { relationId } from '../../src/lib/shared/ids/relationId'
import type { Event } from '../../src/payload-types'
import { uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { usePayload } from '../support/payload'

const getPayload = usePayload()
let payload: Payload
beforeAll(() => {
  payload = getPayload()
})

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const reload = (id: number) => payload.findByID({ collection: 'events', id, depth: 0, overrideAccess: true }) as Promise<Event>
const imagesOf = async (id: number) =>
  (
    await payload.find({
      collection: 'media',
      where: { filename: { like: `event-${id}-share-` } },
      depth: 0,
      limit: 20,
      overrideAccess: true,
    })
  ).docs.map((image) => image.filename)
const waitingJobs = async (id: number) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'renderEventShareImage' } }, { 'input.event': { equals: id } }, { completedAt: { exists: false } }],
      },
      overrideAccess: true,
    })
  ).totalDocs

describe('share images of one event', () => {
  test('three runs at once draw and store one image, and none fails', async () => {
    const event = await createDoc(payload, 'events', { title: `Race ${uniqueTag()}`, date: inDays(30), location: 'Kassel' })
    const runs = await Promise.allSettled([1, 2, 3].map(() => refreshEventShareImage(payload, event.id)))
    expect(runs.map((run) => run.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
    // The first draws; the others find the image of this content already there.
    expect(runs.map((run) => (run as PromiseFulfilledResult<boolean>).value)).toEqual([true, false, false])
    const images = await imagesOf(event.id)
    expect(images).toHaveLength(1)
    expect(images[0]).toBe(`event-${event.id}-share-${shareImageKey(await reload(event.id)).slice(0, 16)}.png`)
  })

  test('an image of the same content another instance stored first is used, not stored again under another name', async () => {
    const event = await createDoc(payload, 'events', { title: `Elsewhere ${uniqueTag()}`, date: inDays(31), location: 'Jena' })
    const name = `event-${event.id}-share-${shareImageKey(await reload(event.id)).slice(0, 16)}.png`
    // The other instance's run, finished just before this one stores its own.
    const data = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#0f172a' } })
      .png()
      .toBuffer()
    const theirs = await payload.create({
      collection: 'media',
      data: { alt: 'share image' },
      file: { data, mimetype: 'image/png', name, size: data.length },
      depth: 0,
      ...elevated('the test plays the other instance'),
    })
    expect(await refreshEventShareImage(payload, event.id)).toBe(true)
    expect(relationId((await reload(event.id)).shareImage)).toBe(theirs.id)
    expect(await imagesOf(event.id)).toEqual([name])
  })

  test('saves while the event’s job waits queue no second job; the one job draws the last save', async () => {
    const event = await createDoc(payload, 'events', { title: `Queue ${uniqueTag()}`, date: inDays(32), location: 'Halle' })
    expect(await waitingJobs(event.id)).toBe(1)
    await payload.update({ collection: 'events', id: event.id, data: { title: `${event.title} (1)` }, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'events', id: event.id, data: { title: `${event.title} (2)` }, depth: 0, overrideAccess: true })
    expect(await waitingJobs(event.id)).toBe(1)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'renderEventShareImage' } }, { 'input.event': { equals: event.id } }] },
      overrideAccess: true,
    })
    // Two runners claiming the same job at once (Payload claims with a read, then a write).
    await Promise.all([payload.jobs.runByID({ id: docs[0]!.id }), payload.jobs.runByID({ id: docs[0]!.id })])
    const drawn = await reload(event.id)
    expect(drawn.shareImageKey).toBe(shareImageKey(drawn))
    expect(await imagesOf(event.id)).toHaveLength(1)
  })
  test('drawing the image keeps the event’s time of change: an admin editing it is not told someone else changed it', async () => {
    const event = await createDoc(payload, 'events', { title: `Edited ${uniqueTag()}`, date: inDays(32), location: 'Ulm' })
    // What the admin panel's stale-data check reads: the latest version's updatedAt.
    const changedAt = async () =>
      (
        await payload.findByID({
          collection: 'events',
          id: event.id,
          draft: true,
          depth: 0,
          overrideAccess: true,
          select: { updatedAt: true },
        })
      ).updatedAt
    const before = await changedAt()
    expect(await refreshEventShareImage(payload, event.id)).toBe(true)
    expect((await reload(event.id)).shareImage).toBeTruthy()
    expect(await changedAt()).toBe(before)
  })
})
