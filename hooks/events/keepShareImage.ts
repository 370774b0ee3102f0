import type { CollectionBeforeChangeHook } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { relationId } from '@/lib/shared/ids/relationId'
import type { Event } from '@/payload-types'

/**
 * The share image is derived (refreshEventShareImage writes it to the published row): every
 * save keeps the one stored, whatever it sends. Without this, publishing a draft saved before
 * the image was drawn would put back the draft's empty copy and orphan the stored image.
 */
export const keepShareImage: CollectionBeforeChangeHook<Event> = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'create' || !originalDoc) return { ...data, shareImage: null, shareImageKey: null }
  const stored = await belowLocalApi(
    req.payload,
    'reads the share image stored on the row, with no second read operation inside the save',
  ).findOne<Event>({ collection: 'events', where: { id: { equals: originalDoc.id } }, req })
  return { ...data, shareImage: relationId(stored?.shareImage) ?? null, shareImageKey: stored?.shareImageKey ?? null }
}
