import type { CollectionAfterChangeHook } from 'payload'

import { PUBLISHED } from '@/lib/content/publication'
import { CONTENT_QUEUE } from '@/lib/jobs/contentTasks'
import { shareImageKey } from '@/lib/reach/shareImageKey'

/**
 * Queues a new share image when what it shows (title, when, where) changed: drawn once per
 * change by the jobs queue, never while a page is requested. The queued job commits with the save.
 * Drafts are never shared, so only a publication draws.
 */
export const queueEventShareImage: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status !== PUBLISHED) return doc
  if (doc.shareImage && doc.shareImageKey === shareImageKey(doc)) return doc
  await req.payload.jobs.queue({ task: 'renderEventShareImage', input: { event: doc.id }, queue: CONTENT_QUEUE, req })
  return doc
}
