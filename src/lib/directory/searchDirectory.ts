import type { Payload, Where } from 'payload'

import type { Interest } from '@/lib/shared/enums'
import type { User } from '@/payload-types'

import { DIRECTORY_MAX_PAGE, DIRECTORY_PAGE_SIZE } from './directoryPaging'

export type DirectoryQuery = {
  /** A name, job role or organization, or part of one. */
  q?: string
  sector?: string
  workingIn?: 'IT' | 'OT'
  interest?: Interest
  page?: number
}

/** What a directory card shows (only what the member chose to show is stored at all). */
export const DIRECTORY_CARD_SELECT = {
  member: true,
  name: true,
  jobRole: true,
  organizationName: true,
  sector: true,
  workingIn: true,
  interests: true,
} as const

/**
 * One page of the people directory as the member reads it (the collection's access leaves out
 * members blocked either way; its hook caps the page): by name, role or organization, sector,
 * IT/OT focus and interest, by name, with the count from SQL.
 */
export async function searchDirectory(payload: Payload, user: User, query: DirectoryQuery) {
  const and: Where[] = []
  // Control characters (a NUL above all, which PostgreSQL refuses in text) are no part of a name.
  const words = (query.q ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
  for (const word of words) {
    and.push({ or: [{ name: { like: word } }, { organizationName: { like: word } }, { jobRole: { like: word } }] })
  }
  if (query.sector) and.push({ sector: { equals: query.sector } })
  if (query.workingIn) and.push({ workingIn: { equals: query.workingIn } })
  if (query.interest) and.push({ interests: { in: [query.interest] } })
  return payload.find({
    collection: 'directory-profiles',
    where: and.length ? { and } : {},
    select: DIRECTORY_CARD_SELECT,
    sort: 'name',
    depth: 0,
    limit: DIRECTORY_PAGE_SIZE,
    page: Math.min(Math.max(1, Math.trunc(query.page ?? 1)), DIRECTORY_MAX_PAGE),
    user,
    overrideAccess: false,
  })
}

/** One member's directory profile as the member reads it, or null (not listed, or blocked either way). */
export async function directoryProfileOf(payload: Payload, user: User, memberId: number) {
  const { docs } = await payload.find({
    collection: 'directory-profiles',
    where: { member: { equals: memberId } },
    select: DIRECTORY_CARD_SELECT,
    depth: 0,
    limit: 1,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
