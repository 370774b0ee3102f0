import type { CollectionAfterChangeHook } from 'payload'

import { notifyPageCache } from '@/lib/platform/pageCache/notifyPageCache'
import { relationId } from '@/lib/shared/ids/relationId'
import type { AgendaItem, Event } from '@/payload-types'

/**
 * A published event edited and still published (its title, times, place) changes only what
 * every reader of the pages already saw: they are served stale for a few seconds
 * while one render replaces them, so members reading the agenda while an admin edits it keep
 * fast pages (src/lib/platform/pageCache/visitorPageCache.ts). Publishing, unpublishing and a
 * new event drop them at once.
 */
export const refreshPagesAfterEventEdit: CollectionAfterChangeHook<Event> = async ({ doc, previousDoc, operation, req }) => {
  const shownBefore = operation === 'update' && previousDoc?._status === 'published' && doc._status === 'published'
  await notifyPageCache(req, 'content', { stale: shownBefore })
  return doc
}

/**
 * An agenda item edited on the same event changes only what the event's readers already saw
 * (its event's drafts stay hidden as before): served stale while replaced. A new item, or one
 * moved to another event, drops the pages at once.
 */
export const refreshPagesAfterAgendaItemEdit: CollectionAfterChangeHook<AgendaItem> = async ({ doc, previousDoc, operation, req }) => {
  const sameEvent = operation === 'update' && previousDoc !== undefined && relationId(previousDoc.event) === relationId(doc.event)
  await notifyPageCache(req, 'content', { stale: sameEvent })
  return doc
}
