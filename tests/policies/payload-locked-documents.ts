import type { CollectionPolicy } from './policy'

/** Payload's document locks: the admin panel's, for admins. */
export const payloadLockedDocuments: CollectionPolicy = {
  slug: 'payload-locked-documents',
  access: { create: '---++', read: '---++', update: '---++', delete: '---++' },
}
