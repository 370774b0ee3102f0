import { NotFound, type CollectionAfterOperationHook, type CollectionBeforeOperationHook, type Where } from 'payload'

import { publishedWhere, readsDrafts } from '@/lib/content/publication'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

const READ_OPERATIONS = new Set(['read', 'count', 'readDistinct'])

const both = (where: Where | undefined, condition: Where): Where => (where ? { and: [where, condition] } : condition)

/**
 * Drafts are invisible to members and visitors everywhere they could meet them: REST, GraphQL
 * and the local API alike, `draft=true` or not, whatever `overrideAccess` says. A hook rather
 * than an access function because the site's pages read with Payload's default, which skips
 * access. `parent` names the relationship of a child collection (agenda items of an event):
 * a draft event's agenda is as hidden as the event.
 */
export function hideDrafts(parent?: string): {
  beforeOperation: CollectionBeforeOperationHook
  afterOperation: CollectionAfterOperationHook
} {
  // A new condition object for every operation: Payload's query building changes the where it is
  // given in place, so one shared object grew with every read (access conditions piled into it)
  // until a member's read of survey questions joined the surveys table thousands of times.
  const condition = () => publishedWhere(parent)
  return {
    // Lists, counts and distinct values: the condition joins the query, so pages and totals stay right.
    beforeOperation: ({ args, operation, req }) => {
      if (!READ_OPERATIONS.has(operation) || readsDrafts(req)) return args
      return { ...args, draft: false, where: both((args as { where?: Where }).where, condition()) }
    },
    // One row by id takes no condition: a draft found is answered as not found.
    afterOperation: async ({ args, collection, operation, req, result }) => {
      if (operation !== 'findByID' || !result || readsDrafts(req)) return result
      const row = result as { id: number | string; _status?: unknown }
      const published =
        !parent && typeof row._status === 'string'
          ? row._status === 'published'
          : // The adapter's count with the condition: no second operation (hooks, budget, a re-made request) inside this one.
            (
              await belowLocalApi(
                req.payload,
                'checks the row against the published condition without a second operation inside the read',
              ).count({ collection: collection.slug, where: { and: [{ id: { equals: row.id } }, condition()] }, req })
            ).totalDocs > 0
      if (published) return result
      if ((args as { disableErrors?: boolean }).disableErrors) return null as never
      throw new NotFound(req.t)
    },
  }
}
