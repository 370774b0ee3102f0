import type { CollectionPolicy } from './policy'

/** Payload's key-value store: the server's alone. */
export const payloadKv: CollectionPolicy = {
  slug: 'payload-kv',
  access: { create: '-------', read: '-------', update: '-------', delete: '-------' },
  /** The rows the local matrix tries. */
  matrix: {
    row: (f) => f.make('payload-kv', { key: `matrix-${f.next()}`, data: {} }),
    create: async (f) => ({ data: { key: `matrix-${f.next()}`, data: {} } }),
    update: () => ({ data: { changed: true } }),
  },
}
