import { createHash } from 'node:crypto'
import type { Payload } from 'payload'

import { siteUrl } from '@/lib/shared/siteUrl'
import type { Event, Media } from '@/payload-types'

import { refreshEventShareImage } from './refreshEventShareImage'
import { shareImageKey } from './shareImageKey'

/**
 * The address a page gives for an event's share image: the event's own share-image route with
 * a version of the event's last save (an edit gives link previews a new address to fetch). It
 * does not depend on the picture itself, so the picture drawn after a save changes no page and
 * renders no page again; the route sends the reader on to the picture.
 */
export function eventShareImageUrl(event: Pick<Event, 'id' | 'updatedAt'>): string {
  const version = createHash('sha256').update(event.updatedAt).digest('hex').slice(0, 12)
  return `${siteUrl()}/events/${event.id}/share-image?v=${version}`
}

/**
 * The picture of the published event's current content, drawn now if the jobs queue has not
 * drawn it yet (refreshEventShareImage: one drawing at a time per process, at most once per
 * content), or null when no published event has this id. The picture is drawn from the
 * default language's content, as the queue draws it.
 */
export async function currentShareImageUrl(payload: Payload, id: number): Promise<string | null> {
  const read = () => payload.findByID({ collection: 'events', id, depth: 1, joins: false, disableErrors: true, overrideAccess: false })
  let event = await read()
  if (!event) return null
  if (event.shareImageKey !== shareImageKey(event) || !event.shareImage) {
    // Read again whoever drew it (a reader asking at the same time, the queue). A failed drawing
    // leaves the previous picture (the queue retries); none yet is a 404.
    await refreshEventShareImage(payload, id).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: `Drawing the share image of event ${id} failed` })
    })
    event = (await read()) ?? event
  }
  const url = typeof event.shareImage === 'object' ? (event.shareImage as Media | null)?.url : null
  return url ? new URL(url, `${siteUrl()}/`).toString() : null
}
