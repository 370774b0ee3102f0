import { subDays } from 'date-fns'
import type { Payload } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { asBackgroundWork } from '@/lib/infrastructure/jobs/backgroundWork'
import { SHOWN_NOWHERE } from '@/lib/platform/pageCache/notifyPageCache'
import { relationId } from '@/lib/shared/ids/relationId'
import type { Event } from '@/payload-types'

import { shareImageKey } from './shareImageKey'

/**
 * Draws the event's share image if what it shows changed since the last one, stores it as an
 * image (Media, so it lives where uploads live, local or S3) and replaces the previous one.
 * Idempotent: a second run for the same content draws nothing; a deleted event is no work. A
 * drawing (about 100 ms of the server's own thread) is background work (asBackgroundWork): one
 * at a time in the process, so two jobs of one event (two saves in a minute, or a retry beside
 * the scheduled sweep) never draw side by side and many changed events never pile up, each
 * followed by a rest on a server. The image's name is its content's key, so a run on another
 * instance that stored it first is reused, never stored twice (two runs of one event once raced
 * for one name and one failed with "The following field is invalid: filename").
 */
export function refreshEventShareImage(payload: Payload, eventId: number): Promise<boolean> {
  return asBackgroundWork(() => drawShareImage(payload, eventId))
}

async function drawShareImage(payload: Payload, eventId: number): Promise<boolean> {
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, disableErrors: true, overrideAccess: true })
  if (!event) return false
  const key = shareImageKey(event)
  if (event.shareImageKey === key && event.shareImage) return false
  const name = `event-${event.id}-share-${key.slice(0, 16)}.png`
  const image = (await storedImage(payload, name)) ?? (await storeImage(payload, event, name))
  // Written to the published row only: an update through Payload would start from the latest
  // version, a draft, and publish it. Only this event's page shows the image. Its time of change
  // stays the editor's: a new one made the admin panel tell an admin editing the event that
  // someone else had changed it (Payload's stale-data check compares updatedAt).
  await belowLocalApi(payload, 'only the published row, updatedAt kept: Payload’s update would publish the latest draft').updateOne({
    collection: 'events',
    id: event.id,
    data: { shareImage: image.id, shareImageKey: key, updatedAt: event.updatedAt },
  })
  // No page changes: pages name the picture by its route (./eventShareImageUrl.ts), which finds this one now.
  const previous = relationId(event.shareImage)
  // The image it replaces is nobody's upload; a failed delete leaves an orphan file, not a wrong picture.
  if (previous && previous !== image.id)
    await payload
      .delete({
        collection: 'media',
        id: previous,
        context: { [SHOWN_NOWHERE]: true },
        ...elevated('the replaced share image is derived data'),
      })
      .catch(() => undefined)
  return true
}

/** The image of this content if a run (here or on another instance) stored it already. */
async function storedImage(payload: Payload, filename: string): Promise<{ id: number } | null> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    select: { filename: true },
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Draws and stores the image; a run elsewhere that stored the same name first wins, and its image is used. */
async function storeImage(payload: Payload, event: Event, filename: string): Promise<{ id: number }> {
  // Loaded when drawing: Next's image renderer (and its WebAssembly) stays out of every other import of the config.
  const { renderEventShareImage } = await import('./eventShareImage')
  const data = await renderEventShareImage(event)
  try {
    return await payload.create({
      collection: 'media',
      data: { alt: `${event.title}: share image` },
      file: { data, mimetype: 'image/png', name: filename, size: data.length },
      ...elevated('the jobs queue draws the share image; no person acts'),
      depth: 0,
    })
  } catch (error) {
    const stored = await storedImage(payload, filename)
    if (stored) return stored
    throw error
  }
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
