import type { CollectionPolicy } from './policy'

/** Payload's migration records: the server's alone. */
export const payloadMigrations: CollectionPolicy = {
  slug: 'payload-migrations',
  access: { create: '-----', read: '-----', update: '-----', delete: '-----' },
}
