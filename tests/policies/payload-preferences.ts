import type { CollectionPolicy } from './policy'

/** Payload's per-user preferences: each user their own. */
export const payloadPreferences: CollectionPolicy = {
  slug: 'payload-preferences',
  access: { create: '-++++', read: '-+---', update: '-+---', delete: '-+---' },
}
