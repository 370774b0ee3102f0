import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

export type Dependent = { collection: CollectionSlug; field: string }

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
        overrideAccess: true,
        req,
      })
    }
  }
