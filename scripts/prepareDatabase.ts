import type { Payload } from 'payload'

import { migrations } from '../migrations'
import { seedDemoContent } from '../src/seed'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/** Applies every committed migration not yet applied (the same list production start uses). */
export const applyMigrations = (payload: Payload) =>
  payload.db.migrate({ migrations: migrations as unknown as Migrations })

/**
 * Brings a database up to date: applies the committed migrations, then seeds demo content
 * (always, or only when the database has no users yet: a first start).
 */
export async function prepareDatabase(payload: Payload, options: { seed: 'always' | 'if-empty' }) {
  await applyMigrations(payload)
  if (options.seed === 'if-empty') {
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    if (totalDocs > 0) return
    payload.logger.info('Empty database: seeding demo content')
  }
  await seedDemoContent(payload)
}
