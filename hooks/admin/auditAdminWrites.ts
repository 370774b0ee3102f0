import type { Plugin } from 'payload'

import { AUDIT_LOG } from '@/lib/admin/audit/auditEntry'

import { noteSecretsWritten, recordAdminChange, recordAdminDelete, recordAdminGlobalChange } from './recordAdminWrites'

/** Payload's own collections (locks, preferences, migrations, jobs) and the trail itself are not audited. */
const unaudited = (slug: string) => slug === AUDIT_LOG || slug.startsWith('payload-')

/**
 * Every collection and global records admins' writes in the audit trail (hooks/admin): a plugin,
 * like the other admin-wide rules, so no collection can miss it. The hooks run last, after the
 * collection's own, in the write's transaction.
 */
export const auditAdminWrites = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    unaudited(collection.slug)
      ? collection
      : {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeChange: [...(collection.hooks?.beforeChange ?? []), noteSecretsWritten],
            afterChange: [...(collection.hooks?.afterChange ?? []), recordAdminChange],
            afterDelete: [...(collection.hooks?.afterDelete ?? []), recordAdminDelete],
          },
        },
  ),
  globals: (config.globals ?? []).map((global) =>
    unaudited(global.slug)
      ? global
      : { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), recordAdminGlobalChange] } },
  ),
})
