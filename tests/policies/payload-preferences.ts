import type { CollectionPolicy } from './policy'

/** Payload's per-user preferences: each user their own. */
export const payloadPreferences: CollectionPolicy = {
  slug: 'payload-preferences',
  access: { create: '-++++++', read: '-+-----', update: '-+-----', delete: '-+-----' },
  /** The rows the local matrix tries: Payload stores the requesting user, so the member's are made as the member. */
  matrix: {
    row: (f) => f.make('payload-preferences', { key: `matrix-${f.next()}`, value: {} }, { asMember: true }),
    create: async (f) => ({ data: { key: `matrix-${f.next()}`, value: { open: true } } }),
    update: () => ({ value: { open: false } }),
  },
}
