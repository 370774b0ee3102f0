import type { Payload } from 'payload'

import type { Language } from '@/i18n/languages'
import type { Interest } from '@/lib/shared/enums'

/** What the digest tells of, in the order it tells it. */
export const DIGEST_SECTIONS = ['events', 'documents', 'projects', 'surveys'] as const
export type DigestSection = (typeof DIGEST_SECTIONS)[number]

/** One item of the week, with whom it is for (fields/audienceFields.ts). */
export type WeekItem = {
  id: number
  title: string
  createdAt: string
  /** An event's start and end, to say when. */
  date?: string
  endDate?: string | null
  sectors: string[]
  organizationTypes: string[]
  interests: Interest[]
}
export type WeekContent = Record<DigestSection, WeekItem[]>

/** Items read per section: a week rarely has more, and the digest shows five of each. */
const READ_PER_SECTION = 50
const AUDIENCE = { sectors: true, organizationTypes: true, interests: true } as const

/**
 * The week's new events (still to come), documents, open projects and active surveys, in one
 * language. Read as a visitor (`overrideAccess: false`, no user), so a digest tells only of what
 * every member may see, by the collections' own access and draft rules; one read per section
 * for a whole batch of digests, whichever members they are for.
 */
export async function loadWeekContent(payload: Payload, since: Date, language: Language, now = new Date()): Promise<WeekContent> {
  const asVisitor = { overrideAccess: false, depth: 0, limit: READ_PER_SECTION, sort: '-createdAt', locale: language } as const
  const created = { createdAt: { greater_than_equal: since.toISOString() } }
  const [events, documents, projects, surveys] = await Promise.all([
    payload.find({
      collection: 'events',
      where: { and: [created, { date: { greater_than: now.toISOString() } }] },
      select: { title: true, date: true, endDate: true, createdAt: true, ...AUDIENCE },
      ...asVisitor,
    }),
    payload.find({ collection: 'documents', where: created, select: { title: true, createdAt: true, ...AUDIENCE }, ...asVisitor }),
    payload.find({
      collection: 'projects',
      where: { and: [created, { state: { equals: 'call_for_participation' } }] },
      select: { title: true, createdAt: true, ...AUDIENCE },
      ...asVisitor,
    }),
    payload.find({
      collection: 'surveys',
      where: { and: [created, { isActive: { equals: true } }] },
      select: { title: true, createdAt: true, ...AUDIENCE },
      ...asVisitor,
    }),
  ])
  const item = (doc: Partial<WeekItem> & { id: number }): WeekItem => ({
    id: doc.id,
    title: doc.title ?? '',
    createdAt: doc.createdAt ?? '',
    date: doc.date,
    endDate: doc.endDate,
    sectors: doc.sectors ?? [],
    organizationTypes: doc.organizationTypes ?? [],
    interests: doc.interests ?? [],
  })
  return {
    events: events.docs.map((doc) => item(doc as Partial<WeekItem> & { id: number })),
    documents: documents.docs.map((doc) => item(doc as Partial<WeekItem> & { id: number })),
    projects: projects.docs.map((doc) => item(doc as Partial<WeekItem> & { id: number })),
    surveys: surveys.docs.map((doc) => item(doc as Partial<WeekItem> & { id: number })),
  }
}
