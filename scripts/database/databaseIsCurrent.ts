import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** The committed migrations by name, as Payload records them: each `migrations/<name>.ts` but the index. */
export const committedMigrationNames = (folder = path.resolve('migrations')) =>
  fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -'.ts'.length))

/**
 * Whether a start has nothing to prepare: every committed migration is recorded as applied and
 * (for a seeding start) the database has users. Then the start skips booting Payload in a
 * script of its own (about 4 seconds); anything else, or any doubt, goes to prepareDatabase,
 * which decides under its lock.
 */
export async function databaseIsCurrent(databaseUrl: string, { seeded }: { seeded: boolean }): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
    const applied = await client.query<{ name: string }>('SELECT name FROM payload_migrations')
    const names = new Set(applied.rows.map((row) => row.name))
    if (!committedMigrationNames().every((name) => names.has(name))) return false
    if (!seeded) return true
    const users = await client.query('SELECT 1 FROM users LIMIT 1')
    return users.rowCount === 1
  } catch {
    // A new database has no payload_migrations table yet.
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}
