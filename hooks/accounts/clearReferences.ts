import type { CollectionBeforeDeleteHook } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { Dependent } from '@/lib/infrastructure/database/dependentRows'

/**
 * Deleting a row keeps the rows that still mean something without it (a survey answer, a
 * download, a project) but clears their reference to it, in the same transaction. Payload's
 * database adapter writes the rows directly: no collection hook of theirs concerns a
 * reference being cleared.
 */
export const clearReferences =
  (references: readonly Dependent[]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const { collection, field } of references) {
      await belowLocalApi(
        req.payload,
        'clears each reference in one UPDATE per collection: their hooks have nothing to do with it',
      ).updateMany({
        collection,
        where: { [field]: { equals: id } },
        data: { [field]: null },
        req,
        returning: false,
      })
    }
  }
