/**
 * The start's shortcut (scripts/database/databaseIsCurrent.ts): it skips preparing the database
 * only when every committed migration is recorded and, for a seeding start, a user exists.
 */
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { committedMigrationNames, databaseIsCurrent } from '../../scripts/database/databaseIsCurrent'

const name = `current_${process.pid}_${Date.now()}`
const urlOf = (database: string) => {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${database}`
  return url.toString()
}
const query = async (database: string, text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: urlOf(database) })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

beforeAll(() => query('postgres', `CREATE DATABASE ${name}`))
afterAll(() => query('postgres', `DROP DATABASE IF EXISTS ${name}`))

test('the run’s migrated database is current for a start that does not seed', async () => {
  expect(committedMigrationNames().length).toBeGreaterThan(10)
  expect(await databaseIsCurrent(process.env.DATABASE_URL!, { seeded: false })).toBe(true)
})

test('a new database, a missing migration or no users send the start to prepare the database', async () => {
  const url = urlOf(name)
  expect(await databaseIsCurrent(url, { seeded: false })).toBe(false)

  const [last, ...others] = committedMigrationNames().reverse()
  await query(name, 'CREATE TABLE payload_migrations (name varchar, batch numeric)')
  for (const migration of others) await query(name, 'INSERT INTO payload_migrations (name, batch) VALUES ($1, 1)', [migration])
  expect(await databaseIsCurrent(url, { seeded: false }), 'one migration not applied').toBe(false)

  await query(name, 'INSERT INTO payload_migrations (name, batch) VALUES ($1, 2)', [last])
  expect(await databaseIsCurrent(url, { seeded: false })).toBe(true)
  expect(await databaseIsCurrent(url, { seeded: true }), 'no users table').toBe(false)
  await query(name, 'CREATE TABLE users (id serial)')
  expect(await databaseIsCurrent(url, { seeded: true }), 'no user').toBe(false)
  await query(name, 'INSERT INTO users DEFAULT VALUES')
  expect(await databaseIsCurrent(url, { seeded: true })).toBe(true)
})
