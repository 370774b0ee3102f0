import type { CollectionBeforeDeleteHook } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import type { Dependent } from '@/lib/infrastructure/database/dependentRows'

/**
 * Deleting a row deletes the rows that only make sense with it (an event's agenda items,
 * a user's saved dates...), in the same transaction, with their own hooks.
 */
export const deleteRelated =
  (dependents: readonly Dependent[]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const { collection, field } of dependents) {
      await req.payload.delete({
        collection,
        where: { [field]: { equals: id } },
        // The delete itself passed its access check; its dependents go with it.
        ...elevated('a cascade of an allowed delete'),
        req,
      })
    }
  }
