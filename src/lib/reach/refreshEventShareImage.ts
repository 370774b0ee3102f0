import { subDays } from 'date-fns'
import { createLocalReq, type Payload } from 'payload'

import { shareImageKey } from './shareImageKey'
import { relationId } from '../ids/relationId'
import { notifyPageCache } from '../pageCache/notifyPageCache'
import { elevated } from '../security/elevated'

/**
 * Draws the event's share image if what it shows changed since the last one, stores it as an
 * image (Media, so it lives where uploads live, local or S3) and replaces the previous one.
 * Idempotent: a second run for the same content draws nothing; a deleted event is no work.
 */
export async function refreshEventShareImage(payload: Payload, eventId: number): Promise<boolean> {
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, disableErrors: true, overrideAccess: true })
  if (!event) return false
  const key = shareImageKey(event)
  if (event.shareImageKey === key && event.shareImage) return false
  // Loaded when drawing: Next's image renderer (and its WebAssembly) stays out of every other import of the config.
  const { renderEventShareImage } = await import('./eventShareImage')
  const data = await renderEventShareImage(event)
  const image = await payload.create({
    collection: 'media',
    data: { alt: `${event.title}: share image` },
    file: { data, mimetype: 'image/png', name: `event-${event.id}-share-${key.slice(0, 8)}.png`, size: data.length },
    ...elevated('the jobs queue draws the share image; no person acts'),
    depth: 0,
  })
  // Written to the published row only: an update through Payload would start from the latest
  // version, a draft, and publish it. Only this event's page shows the image.
  await payload.db.updateOne({ collection: 'events', id: event.id, data: { shareImage: image.id, shareImageKey: key } })
  await notifyPageCache(await createLocalReq({}, payload), `/events/${event.id}`)
  const previous = relationId(event.shareImage)
  // The image it replaces is nobody's upload; a failed delete leaves an orphan file, not a wrong picture.
  if (previous)
    await payload
      .delete({ collection: 'media', id: previous, ...elevated('the replaced share image is derived data') })
      .catch(() => undefined)
  return true
}

/** Draws up to `limit` share images of events not yet over (within a day) that have none. */
export async function drawMissingShareImages(payload: Payload, limit: number): Promise<number> {
  const missing = await payload.find({
    collection: 'events',
    where: {
      and: [
        { shareImage: { exists: false } },
        {
          or: [
            { endDate: { greater_than: subDays(new Date(), 1).toISOString() } },
            { date: { greater_than: subDays(new Date(), 1).toISOString() } },
          ],
        },
      ],
    },
    sort: 'date',
    limit,
    depth: 0,
    select: { title: true },
    pagination: false,
    overrideAccess: true,
  })
  let drawn = 0
  for (const event of missing.docs) if (await refreshEventShareImage(payload, event.id)) drawn++
  return drawn
}
