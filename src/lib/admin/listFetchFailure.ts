import { parseSearchParams } from '@payloadcms/ui/utilities/parseSearchParams'
import type { ListViewServerProps, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'

import { adminTranslator } from '@/i18n/admin/adminTranslator'

import { failureMessage } from './failureMessages'

/** What a list view is handed that tells whether its query failed, and why. */
export type ListOutcome = Pick<ListViewServerProps, 'Table' | 'collectionConfig' | 'i18n' | 'payload' | 'searchParams' | 'user'>

function urlSearchParams(searchParams: ListOutcome['searchParams']) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {}))
    for (const entry of Array.isArray(value) ? value : [value]) if (typeof entry === 'string') params.append(key, entry)
  return params
}

/**
 * Why the list's query failed, asked again of the same filter and search: Payload's list view
 * swallows a QueryError (a field that cannot be filtered) and keeps no trace of it; any other
 * error it throws on, so only a QueryError is this list's reason.
 */
async function failureReason({ collectionConfig, payload, searchParams, user }: ListOutcome): Promise<string | undefined> {
  const query = parseSearchParams(urlSearchParams(searchParams) as never)
  const where = mergeListSearchAndWhere({
    collectionConfig,
    search: typeof query.search === 'string' ? query.search : '',
    where: (typeof query.where === 'object' && query.where !== null ? query.where : {}) as Where,
  })
  try {
    await payload.count({ collection: collectionConfig.slug, where, user, overrideAccess: false })
    return undefined
  } catch (error) {
    // By name, as Payload's list view tells it (src/lib/platform/payloadErrorNames.ts keeps the names in the build).
    return error instanceof Error && error.name === 'QueryError' ? error.message : undefined
  }
}

/**
 * Spec 8's 'Failed to fetch events', with the reason after it, when the list's query failed;
 * null when it did not (or the spec names no message). Payload renders a table for every
 * answer, an empty one included, and none when its query threw: it then showed the list as if
 * it were empty.
 */
export async function listFetchFailureText(outcome: ListOutcome): Promise<string | null> {
  // A grouped list renders no table when it has no groups; no collection groups its list.
  if (outcome.Table || outcome.collectionConfig.admin.groupBy) return null
  return failureMessage(adminTranslator(outcome.i18n), outcome.collectionConfig.slug, 'fetch', await failureReason(outcome))
}
