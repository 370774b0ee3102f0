import type { Payload, Where } from 'payload'

import type { Language } from '@/i18n/languages'
import type { User } from '@/payload-types'

/** The lists filtered by a tag: what carries it (fields/tagsField.ts), by the tag's link rows. */
export const taggedWith = (tag: { id: number }): Where => ({ tags: { in: [tag.id] } })

/** The kinds a tag page lists, each with the query parameter of its own page. */
export const TAG_SECTIONS = [
  { kind: 'events', param: 'eventsPage' },
  { kind: 'agendaItems', param: 'agendaPage' },
  { kind: 'documents', param: 'documentsPage' },
  { kind: 'projects', param: 'projectsPage' },
] as const
export type TagSection = (typeof TAG_SECTIONS)[number]['kind']

export const TAG_SECTION_SIZE = 8

/**
 * One page of each kind a tag's page lists: events latest first, agenda items with their event's
 * title, documents in the library's order, projects newest first. Published rows only (drafts are
 * hidden by the collections' own hooks, as on every list); documents and projects as the reader may
 * read them (their TLP labels); four narrow queries and their counts.
 */
export async function taggedContent(
  payload: Payload,
  reader: User | null,
  tag: { id: number },
  language: Language,
  pages: Record<TagSection, number>,
) {
  const where = taggedWith(tag)
  const common = { where, locale: language, limit: TAG_SECTION_SIZE, depth: 0 } as const
  const [events, agendaItems, documents, projects] = await Promise.all([
    payload.find({
      ...common,
      collection: 'events',
      page: pages.events,
      sort: '-date',
      select: { title: true, date: true, endDate: true, location: true, isOnline: true },
    }),
    payload.find({
      ...common,
      collection: 'agenda-items',
      page: pages.agendaItems,
      sort: '-startTime',
      depth: 1,
      select: { title: true, startTime: true, event: true },
      populate: { events: { title: true } },
    }),
    payload.find({
      ...common,
      collection: 'documents',
      page: pages.documents,
      user: reader ?? undefined,
      overrideAccess: false,
      sort: ['-rank', '-createdAt'],
      select: { title: true, company: true, documentType: true, createdAt: true },
    }),
    payload.find({
      ...common,
      collection: 'projects',
      page: pages.projects,
      user: reader ?? undefined,
      overrideAccess: false,
      sort: '-createdAt',
      select: { title: true, state: true, type: true, startDate: true },
    }),
  ])
  return { events, agendaItems, documents, projects }
}
