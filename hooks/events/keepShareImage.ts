import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/ids/relationId'
import type { Event } from '@/payload-types'

/**
 * The share image is derived (refreshEventShareImage writes it to the published row): every
 * save keeps the one stored, whatever it sends. Without this, publishing a draft saved before
 * the image was drawn would put back the draft's empty copy and orphan the stored image.
 */
export const keepShareImage: CollectionBeforeChangeHook<Event> = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'create' || !originalDoc) return { ...data, shareImage: null, shareImageKey: null }
  const stored = await req.payload.db.findOne<Event>({ collection: 'events', where: { id: { equals: originalDoc.id } }, req })
  return { ...data, shareImage: relationId(stored?.shareImage) ?? null, shareImageKey: stored?.shareImageKey ?? null }
}
