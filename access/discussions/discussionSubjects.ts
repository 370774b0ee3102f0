import type { CollectionSlug } from 'payload'

/**
 * What a discussion belongs to: one of four kinds of item, each a relationship field on the post
 * (exactly one is set). `published` is the path of the `_status` that hides the item's drafts
 * (an agenda item is as hidden as its event).
 */
export const DISCUSSION_SUBJECTS = [
  { field: 'event', collection: 'events', published: 'event' },
  { field: 'agendaItem', collection: 'agenda-items', published: 'agendaItem.event' },
  { field: 'document', collection: 'documents', published: 'document' },
  { field: 'project', collection: 'projects', published: 'project' },
] as const satisfies readonly { field: string; collection: CollectionSlug; published: string }[]

export type DiscussionSubject = (typeof DISCUSSION_SUBJECTS)[number]
export type DiscussionSubjectField = DiscussionSubject['field']
