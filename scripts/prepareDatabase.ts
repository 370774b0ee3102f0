import type { Payload } from 'payload'

import { migrations } from '../migrations'
import { seedDemoContent } from '../src/seed'

/**
 * Brings a database up to date: applies the committed migrations, then seeds demo content
 * when asked to and the database has no users yet (a first start on the embedded database).
 */
export async function prepareDatabase(payload: Payload, options: { seedWhenEmpty: boolean }) {
  await payload.db.migrate({ migrations })
  if (!options.seedWhenEmpty) return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs === 0) {
    payload.logger.info('Empty database: seeding demo content')
    await seedDemoContent(payload)
  }
}
