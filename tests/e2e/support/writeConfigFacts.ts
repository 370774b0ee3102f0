/** `tsx tests/e2e/support/writeConfigFacts.ts <file>`: writes the config's facts (configFacts.ts) as JSON. */
import fs from 'node:fs'
import type { SanitizedConfig } from 'payload'

import type { ConfigFacts } from './configFacts'
import config from '../../../payload.config'
import { collectionShapes } from '../hostile/expensiveRequests'

function configFacts(sanitized: SanitizedConfig): ConfigFacts {
  // admin.hidden may be a function of the user (src/lib/admin/menuGroups.ts): asked for a super
  // admin (who sees the most) and for an admin, as the server's own code would act as them.
  const hiddenFor = (role: 'admin' | 'super_admin') => (entity: { admin?: { hidden?: unknown } }) =>
    typeof entity.admin?.hidden === 'function' ? Boolean(entity.admin.hidden({ user: { role } } as never)) : Boolean(entity.admin?.hidden)
  const hidden = hiddenFor('super_admin')
  const hiddenFromAdmins = hiddenFor('admin')
  return {
    adminRoute: sanitized.routes.admin,
    accountRoute: sanitized.admin.routes.account,
    collections: sanitized.collections.map((collection) => ({
      slug: collection.slug,
      hidden: hidden(collection),
      hiddenFromAdmins: hiddenFromAdmins(collection),
    })),
    globals: sanitized.globals.map((global) => ({ slug: global.slug, hidden: hidden(global), hiddenFromAdmins: hiddenFromAdmins(global) })),
    views: Object.entries(sanitized.admin.components?.views ?? {}).flatMap(([key, view]) =>
      view && 'path' in view && typeof view.path === 'string' ? [{ key, path: view.path }] : [],
    ),
    shapes: collectionShapes(sanitized),
  }
}

const file = process.argv[2]
if (!file) throw new Error('Usage: writeConfigFacts.ts <file>')
fs.writeFileSync(file, JSON.stringify(configFacts(await config)))
