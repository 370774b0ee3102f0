import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { DEFAULT_LANGUAGE } from '@/i18n/languages'
import { PUBLISHED } from '@/lib/content/publication'
import { readInLocale } from '@/lib/content/readInLocale'
import { CONTENT_QUEUE } from '@/lib/jobs/contentTasks'
import { shareImageKey } from '@/lib/reach/shareImageKey'
import type { Event } from '@/payload-types'

/**
 * Queues a new share image when what it shows (title, when, where) changed: drawn once per
 * change by the jobs queue, never while a page is requested. The queued job commits with the save.
 * Drafts are never shared, so only a publication draws. The image shows the default language's
 * title (refreshEventShareImage), so a save of the German version compares with that title.
 */
export const queueEventShareImage: CollectionAfterChangeHook<Event> = async ({ doc, req }) => {
  if (doc._status !== PUBLISHED) return doc
  if (doc.shareImage && doc.shareImageKey === (await shownKey(doc, req))) return doc
  await req.payload.jobs.queue({ task: 'renderEventShareImage', input: { event: doc.id }, queue: CONTENT_QUEUE, req })
  return doc
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
