import type { CollectionAfterChangeHook } from 'payload'

import { CONTENT_QUEUE } from '@/lib/jobs/contentTasks'
import { SHARE_IMAGE_STORED } from '@/lib/reach/refreshEventShareImage'
import { shareImageKey } from '@/lib/reach/shareImageKey'

/**
 * Queues a new share image when what it shows (title, when, where) changed: drawn once per
 * change by the jobs queue, never while a page is requested. The queued job commits with the save.
 */
export const queueEventShareImage: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context[SHARE_IMAGE_STORED]) return doc
  if (doc.shareImage && doc.shareImageKey === shareImageKey(doc)) return doc
  await req.payload.jobs.queue({ task: 'renderEventShareImage', input: { event: doc.id }, queue: CONTENT_QUEUE, req })
  return doc
}
