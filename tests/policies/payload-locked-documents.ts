import type { CollectionPolicy } from './policy'

/** Payload's document locks: the admin panel's, for admins. */
export const payloadLockedDocuments: CollectionPolicy = {
  slug: 'payload-locked-documents',
  access: { create: '----++-', read: '----++-', update: '----++-', delete: '----++-' },
  /** The rows the local matrix tries: a lock on the super admin's account, as editing it in the admin panel takes. */
  matrix: {
    row: (f) =>
      f.make('payload-locked-documents', {
        document: { relationTo: 'users', value: f.superAdmin.id },
        user: { relationTo: 'users', value: f.superAdmin.id },
      }),
    create: async (f) => ({
      data: { document: { relationTo: 'users', value: f.superAdmin.id }, user: { relationTo: 'users', value: f.admin.id } },
    }),
    update: (f) => ({ globalSlug: `changed-${f.next()}` }),
  },
}
