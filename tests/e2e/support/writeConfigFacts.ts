/** `tsx tests/e2e/support/writeConfigFacts.ts <file>`: writes the config's facts (configFacts.ts) as JSON. */
import fs from 'node:fs'
import type { SanitizedConfig } from 'payload'

import type { ConfigFacts } from './configFacts'
import config from '../../../payload.config'
import { collectionShapes } from '../hostile/expensiveRequests'

function configFacts(sanitized: SanitizedConfig): ConfigFacts {
  // admin.hidden may be a function of the user; it is asked without one.
  const hidden = (entity: { admin?: { hidden?: unknown } }) =>
    typeof entity.admin?.hidden === 'function' ? Boolean(entity.admin.hidden({ user: null } as never)) : Boolean(entity.admin?.hidden)
  return {
    adminRoute: sanitized.routes.admin,
    accountRoute: sanitized.admin.routes.account,
    collections: sanitized.collections.map((collection) => ({ slug: collection.slug, hidden: hidden(collection) })),
    globals: sanitized.globals.map((global) => ({ slug: global.slug, hidden: hidden(global) })),
    views: Object.entries(sanitized.admin.components?.views ?? {}).flatMap(([key, view]) =>
      view && 'path' in view && typeof view.path === 'string' ? [{ key, path: view.path }] : [],
    ),
    shapes: collectionShapes(sanitized),
  }
}

const file = process.argv[2]
if (!file) throw new Error('Usage: writeConfigFacts.ts <file>')
fs.writeFileSync(file, JSON.stringify(configFacts(await config)))
