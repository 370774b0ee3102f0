import type { CollectionAfterChangeHook } from 'payload'

import { PUBLISHED, previouslyPublished } from '@/lib/content/publication'
import { namedReadersOf } from '@/lib/library/tlp/tlpReaders'
import { notifyAudience } from '@/lib/reach/notifications/notifyAudience'
import type { Interest } from '@/lib/shared/enums'

type AudienceDoc = {
  id: number
  _status?: string | null
  sectors?: string[] | null
  organizationTypes?: string[] | null
  interests?: Interest[] | null
  tlp?: string | null
}

/**
 * An event or document published for the first time (saved published, or a draft published,
 * now or at its scheduled time): the members it is for find it in their notifications. Later
 * saves and publishing again tell nobody. A document labelled above GREEN tells only its readers.
 */
export const notifyAudienceOnFirstPublish =
  (kind: 'new-event' | 'new-document', collection: 'events' | 'documents'): CollectionAfterChangeHook<AudienceDoc> =>
  async ({ doc, req }) => {
    if (doc._status !== PUBLISHED) return doc
    if (await previouslyPublished(req, collection, doc.id)) return doc
    await notifyAudience(req, {
      kind,
      id: doc.id,
      sectors: doc.sectors ?? [],
      organizationTypes: doc.organizationTypes ?? [],
      interests: doc.interests ?? [],
      readers: namedReadersOf(doc as Parameters<typeof namedReadersOf>[0]),
    })
    return doc
  }
