import type { CollectionSlug } from 'payload'

/**
 * A collection whose rows point at another row through `field`: deleted with that row
 * (hooks/shared/deleteRelated.ts) or cleared when it goes (hooks/accounts/clearReferences.ts).
 */
export type Dependent = { collection: CollectionSlug; field: string }
