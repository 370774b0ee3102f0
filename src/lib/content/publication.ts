import { sql } from '@payloadcms/db-postgres'
import type { CollectionConfig, FilterOptions, PayloadRequest, Where } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { hasAdminRole } from '@access/roles'

import type { StagedCollection } from './stagedCollections'

/** The status of what members and visitors see; anything else is a draft. */
export const PUBLISHED = 'published'

/**
 * Versions of staged content: drafts (saved without the checks a published page needs is not
 * wanted, so drafts validate too), publishing and unpublishing at a set time (Payload's
 * schedulePublish task on the default queue, which every instance runs), and the last 50
 * versions to restore from.
 */
export const stagedVersions: CollectionConfig['versions'] = {
  drafts: { schedulePublish: true, validate: true },
  maxPerDoc: 50,
}

/** Who reads drafts: admins (the admin panel, the API, a draft's own page by its link); everyone else reads what is published. */
export const readsDrafts = (req: PayloadRequest) => hasAdminRole(req.user)

/** The condition that keeps drafts out: on the row itself, or on its parent (`event`, `survey`…). */
export const publishedWhere = (parent?: string): Where => ({ [parent ? `${parent}._status` : '_status']: { equals: PUBLISHED } })

/**
 * The same rule for raw SQL that reads staged tables (home figures, reminders, alerts,
 * engagement): `alias` is the staged table's alias in the query.
 */
export const publishedSql = (alias: string): ReturnType<typeof sql> => sql`${sql.raw(`"${alias.replace(/"/g, '')}"`)}._status = 'published'`

/**
 * The published version before the one just saved, for hooks that compare what members saw
 * with what they see now (Payload's `previousDoc` is the latest draft, which members never saw).
 * Null on a first publication.
 */
export async function previouslyPublished<T>(req: PayloadRequest, collection: StagedCollection, id: number): Promise<T | null> {
  // The adapter's read, in the saving transaction (the version just saved is the first), past hideDrafts.
  const { docs } = await belowLocalApi(
    req.payload,
    'earlier published versions, read in the saving transaction past Payload’s hideDrafts',
  ).findVersions({
    collection,
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: PUBLISHED } }] },
    sort: '-updatedAt',
    limit: 2,
    pagination: false,
    req,
  })
  return (docs[1]?.version as T | undefined) ?? null
}

/**
 * For a member's row that points at staged content (a saved date, an application, an answer):
 * only published content may be chosen, so nobody saves, applies to or answers a draft.
 */
export const publishedOptions =
  (parent?: string): FilterOptions =>
  ({ req }) =>
    readsDrafts(req) ? true : publishedWhere(parent)
