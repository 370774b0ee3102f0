import type { CollectionPolicy } from './policy'

/** Payload's key-value store: the server's alone. */
export const payloadKv: CollectionPolicy = {
  slug: 'payload-kv',
  access: { create: '-----', read: '-----', update: '-----', delete: '-----' },
}
