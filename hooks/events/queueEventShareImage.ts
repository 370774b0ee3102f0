import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { DEFAULT_LANGUAGE } from '@/i18n/languages'
import { PUBLISHED } from '@/lib/content/publication'
import { readInLocale } from '@/lib/content/readInLocale'
import { CONTENT_QUEUE } from '@/lib/infrastructure/jobs/contentTasks'
import { shareImageKey } from '@/lib/reach/shareImageKey'
import type { Event } from '@/payload-types'

/**
 * Queues a new share image when what it shows (title, when, where) changed: drawn once per
 * change by the jobs queue, never while a page is requested. The queued job commits with the save.
 * Drafts are never shared, so only a publication draws. The image shows the default language's
 * title (refreshEventShareImage), so a save of the German version compares with that title.
 * A save while the event's job still waits queues no second one (issue 43, item 4).
 */
export const queueEventShareImage: CollectionAfterChangeHook<Event> = async ({ doc, req }) => {
  if (doc._status !== PUBLISHED) return doc
  if (doc.shareImage && doc.shareImageKey === (await shownKey(doc, req))) return doc
  // One waiting job per event: it reads the event when it runs, so it draws this save too.
  if (await waitingJobFor(doc.id, req)) return doc
  await req.payload.jobs.queue({ task: 'renderEventShareImage', input: { event: doc.id }, queue: CONTENT_QUEUE, req })
  return doc
}

/** Whether a share-image job of this event waits in the queue (not started, not given up). */
async function waitingJobFor(event: number, req: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'renderEventShareImage' } },
        { 'input.event': { equals: event } },
        { completedAt: { exists: false } },
        { processing: { not_equals: true } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** The key of what the image would show now: the default language's title, whichever language was saved. */
async function shownKey(doc: Event, req: PayloadRequest): Promise<string> {
  const shown =
    req.locale && req.locale !== DEFAULT_LANGUAGE
      ? await readInLocale(req, () =>
          req.payload.findByID({
            collection: 'events',
            id: doc.id,
            locale: DEFAULT_LANGUAGE,
            depth: 0,
            select: { title: true },
            overrideAccess: true,
            req,
          }),
        )
      : doc
  return shareImageKey({ ...doc, title: shown.title })
}
