import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'

/**
 * A database of the test file's own, on the run's PostgreSQL server: a copy of the migrated,
 * unseeded database tests/setup/globalSetup.ts keeps for this (TEST_MIGRATED_DATABASE), made in a
 * second. DATABASE_URL then names it, so import the Payload config only after this (the file
 * belongs in vitest.config.ts's OWN_PROCESS list). For a file whose proof reads the whole
 * database (nothing written anywhere), which other files of its part, writing their own rows in
 * the shared database, must not disturb. `drop` removes it at the end (close Payload's pool first).
 */
export async function useOwnDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const shared = process.env.DATABASE_URL
  const template = process.env.TEST_MIGRATED_DATABASE
  if (!shared || !template)
    throw new Error('useOwnDatabase: DATABASE_URL or TEST_MIGRATED_DATABASE is not set (tests/setup/globalSetup.ts sets them)')
  const url = new URL(shared)
  const database = `${url.pathname.slice(1)}_${name}`.toLowerCase().replace(/[^a-z0-9_]/g, '_')
  url.pathname = `/${database}`
  const onServer = async (statement: string) => {
    const maintenance = new URL(shared)
    maintenance.pathname = '/postgres'
    const client = new pg.Client({ connectionString: maintenance.toString() })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await onServer(`CREATE DATABASE "${database}" TEMPLATE "${template}"`)
  process.env.DATABASE_URL = url.toString()
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`) }
}

/**
 * For a file that works on a database in SQL alone (a migration's data, the schema), never with
 * Payload: a copy of the migrated, empty database made before its tests and dropped after, with
 * one connection; DATABASE_URL keeps naming the shared database. Returns a getter for the pool.
 */
export function useOwnSqlDatabase(name: string): () => pg.Pool {
  let pool: pg.Pool | undefined
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const shared = process.env.DATABASE_URL
    const own = await useOwnDatabase(name)
    process.env.DATABASE_URL = shared
    drop = own.drop
    pool = new pg.Pool({ connectionString: own.url, max: 1 })
  })
  afterAll(async () => {
    await pool?.end()
    await drop?.()
  })
  return () => {
    if (!pool) throw new Error(`useOwnSqlDatabase: the database ${name} is not made yet (use it inside a test)`)
    return pool
  }
}
