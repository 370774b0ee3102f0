import type { Payload } from 'payload'

import { migrations } from '../../migrations'
import { seedDemoContent } from '../../src/seed'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/** One key for the whole app: instances that start together take turns migrating. */
const MIGRATION_LOCK_KEY = 7_240_511

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that of several app instances
 * starting at once against one database exactly one migrates (and seeds); the others wait,
 * then find nothing left to do. The lock lives on its own connection and ends with it.
 */
async function withMigrationLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const client = await payload.db.pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    client.release()
  }
}

/** Applies every committed migration not yet applied, one instance at a time. */
export const applyMigrations = (payload: Payload) =>
  withMigrationLock(payload, () => payload.db.migrate({ migrations: migrations as unknown as Migrations }))

/**
 * Brings a database up to date: applies the committed migrations, then seeds demo content
 * (always, or only when the database has no users yet: a first start).
 */
export async function prepareDatabase(payload: Payload, options: { seed: 'always' | 'if-empty' }) {
  await withMigrationLock(payload, async () => {
    await payload.db.migrate({ migrations: migrations as unknown as Migrations })
    if (options.seed === 'if-empty') {
      const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
      if (totalDocs > 0) return
      payload.logger.info('Empty database: seeding demo content')
    }
    await seedDemoContent(payload)
  })
}
