import type { Payload, Where } from 'payload'

import { taggedWith } from '@/lib/content/tags/taggedContent'
import { textSearch } from '@/lib/content/textSearch'
import { isSharedMember } from '@/lib/platform/pageCache/sharedMember'
import { relationId } from '@/lib/shared/ids/relationId'
import type { User } from '@/payload-types'

/** `tag` is the tag the list's tag filter names (src/lib/content/tags/listTags.ts' tagNamed), when it names one. */
export type EventFilters = { q?: string; type?: string; sponsor?: string; tag?: { id: number } | null }

export const EVENT_CARD_FIELDS = {
  title: true,
  date: true,
  endDate: true,
  location: true,
  isOnline: true,
  sponsor: true,
  attendees: true,
  maxAttendees: true,
} as const

/** The list filters of spec 2 as one Payload query: search, online/offline, sponsor; and the standard or topic (issue 23). */
export function eventFilterWhere({ q, type, sponsor, tag }: EventFilters): Where[] {
  const where: Where[] = []
  const text = q?.trim()
  if (text) where.push(textSearch(text, { localized: ['title', 'descriptionText'] }))
  if (type === 'online') where.push({ isOnline: { equals: true } })
  if (type === 'offline') where.push({ isOnline: { equals: false } })
  if (sponsor) where.push({ sponsor: { equals: sponsor } })
  if (tag) where.push(taggedWith(tag))
  return where
}

/** Spec 4: upcoming while the end (or the start, without an end) is at or after now. */
export const upcomingWhere = (now: string): Where => ({
  or: [{ endDate: { greater_than_equal: now } }, { and: [{ endDate: { exists: false } }, { date: { greater_than_equal: now } }] }],
})

export const pastWhere = (now: string): Where => ({
  or: [{ endDate: { less_than: now } }, { and: [{ endDate: { exists: false } }, { date: { less_than: now } }] }],
})

/** The sponsor filter's choices: distinct sponsors other than 'TBD', sorted. */
export async function eventSponsors(payload: Payload): Promise<string[]> {
  const { values } = await payload.findDistinct({ collection: 'events', field: 'sponsor', sort: 'sponsor', limit: 200 })
  return values.map((value) => value.sponsor).filter((sponsor): sponsor is string => Boolean(sponsor) && sponsor !== 'TBD')
}

/** Which of these events the member saved: one query for the whole page. */
export async function savedEventIds(payload: Payload, userId: number, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'saved-event-dates',
    where: { and: [{ user: { equals: userId } }, { event: { in: eventIds } }] },
    limit: eventIds.length,
    // No count query: the ids are all the caller needs.
    pagination: false,
    depth: 0,
    select: { event: true },
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => relationId(doc.event)))
}

/** The member's saved event ids among a page's events; null for visitors, 'shared' on a shared member page (the member's state decides). */
export type SavedEvents = Set<number> | 'shared' | null

export async function savedEventsFor(payload: Payload, user: User | null, eventIds: number[]): Promise<SavedEvents> {
  if (!user) return null
  if (isSharedMember(user)) return 'shared'
  return savedEventIds(payload, user.id, eventIds)
}
