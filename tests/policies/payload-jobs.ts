import type { CollectionPolicy } from './policy'

/** Payload's job queue: the server's alone. */
export const payloadJobs: CollectionPolicy = {
  slug: 'payload-jobs',
  access: { create: '-----', read: '-----', update: '-----', delete: '-----' },
}
