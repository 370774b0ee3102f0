import type { CollectionPolicy } from './policy'

/** Payload's migration records: the server's alone. */
export const payloadMigrations: CollectionPolicy = {
  slug: 'payload-migrations',
  access: { create: '-------', read: '-------', update: '-------', delete: '-------' },
  /** The rows the local matrix tries (removed after the run: batch -1). */
  matrix: {
    row: (f) => f.make('payload-migrations', { name: `matrix-${f.next()}`, batch: -1 }),
    create: async (f) => ({ data: { name: `matrix-${f.next()}`, batch: -1 } }),
    update: () => ({ batch: -2 }),
  },
}
