import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { isStampedOnDownload } from '@/lib/library/tlp/tlpLevels'
import { notifyEveryMemberState } from '@/lib/platform/pageCache/notifyPageCache'

/** The fields that decide who reads a labelled item (its label, its readers, its parent and whether it is out). */
const READER_FIELDS = [
  'tlp',
  'owningOrganization',
  'sharedWithOrganizations',
  'sharedWithPeople',
  'sharedOrganizations',
  'sharedPeople',
  'project',
  '_status',
] as const

type Labelled = Partial<Record<(typeof READER_FIELDS)[number], unknown>>
const restricted = (item: Labelled | undefined) => isStampedOnDownload(item?.tlp)
const sameReaders = (one: Labelled, other: Labelled) =>
  READER_FIELDS.every((field) => JSON.stringify(one[field] ?? null) === JSON.stringify(other[field] ?? null))

/**
 * A restricted item created, relabelled, shared otherwise or removed changes who reads what, and
 * so every member's sharing group (src/lib/platform/pageCache/pageViewer.ts): every instance
 * forgets what it remembers of members, so the next load of each is grouped by what they read now.
 */
export const regroupReadersAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const before = operation === 'create' ? undefined : (previousDoc as Labelled)
  if (!restricted(doc as Labelled) && !restricted(before)) return doc
  if (before && sameReaders(doc as Labelled, before)) return doc
  await notifyEveryMemberState(req)
  return doc
}

export const regroupReadersAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (restricted(doc as Labelled)) await notifyEveryMemberState(req)
  return doc
}
