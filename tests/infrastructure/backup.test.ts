/**
 * Backups round trip: `npm run db:backup` (pg_dump) of a database with the demo content and its
 * uploads, `npm run db:restore` (pg_restore) into a fresh database and media folder, then every
 * table's row count and checksum, every sequence and every uploaded file compared. pg_dump only
 * dumps servers of its own major version or older, so this runs on the test run's server when a
 * fitting pg_dump is installed, otherwise on a throw-away server of the installed PostgreSQL.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { findPostgresTools, serverMajorVersion } from '../../scripts/database/postgresTools'
import { withModuleCondition } from '../../scripts/database/runCommand'
import { installedServers, startInstalledPostgres } from '../support/systemPostgres'

let workDir = ''
let urlFor: (database: string) => string
let stopServer = async () => {}
let toolsEnv: Record<string, string> = {}
const source = 'backup_source'
/** The demo admins' authenticator key in the seeded source (the seed prints it; the database must not hold it). */
const DEMO_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU'
const restored = 'backup_restored'

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

/** Runs one of the project's scripts as npm would; its exit code and everything it printed. */
const runScript = (script: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), [script, ...args], {
      env: withModuleCondition({ ...process.env, ...toolsEnv, ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, output }))
  })

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-backup-'))
  fs.chmodSync(workDir, 0o755)
  const runMajor = await serverMajorVersion(process.env.DATABASE_URL!)
  const fits = (name: 'pg_dump' | 'pg_restore') => findPostgresTools(name).some((tool) => tool.major >= runMajor)
  if (fits('pg_dump') && fits('pg_restore')) {
    const server = new URL(process.env.DATABASE_URL!)
    urlFor = (database) => Object.assign(new URL(server), { pathname: `/${database}` }).toString()
  } else {
    const bin = installedServers()[0]
    if (!bin)
      throw new Error(
        `No pg_dump for PostgreSQL ${runMajor} and no installed PostgreSQL with its client programs: install postgresql-client-${runMajor}, or PostgreSQL itself.`,
      )
    const server = await startInstalledPostgres(bin, path.join(workDir, 'postgres'))
    urlFor = server.urlFor
    stopServer = server.stop
    toolsEnv = { PG_BIN_DIR: bin }
  }
  for (const database of [source, restored]) await query(urlFor('postgres'), `CREATE DATABASE ${database}`)
}, 60_000)

afterAll(async () => {
  for (const database of [source, restored])
    await query(urlFor('postgres'), `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined)
  await stopServer()
  fs.rmSync(workDir, { recursive: true, force: true })
})

/** Row count and an md5 of every row (as text, in order) of every table, and every sequence's position. */
async function fingerprint(url: string) {
  const tables = await query<{ tablename: string }>(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
  const perTable: Record<string, { rows: number; md5: string }> = {}
  for (const { tablename } of tables) {
    const name = `"${tablename.replace(/"/g, '""')}"`
    const [row] = await query<{ rows: string; md5: string }>(
      url,
      `SELECT count(*) AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${name} t`,
    )
    perTable[tablename] = { rows: Number(row!.rows), md5: row!.md5 }
  }
  const sequences = await query<{ sequencename: string; last_value: string | null }>(
    url,
    "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
  )
  return { perTable, sequences }
}

/** Every file below a folder with its sha256. */
function files(dir: string): Record<string, string> {
  const found: Record<string, string> = {}
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else found[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex')
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return found
}

describe('npm run db:backup and npm run db:restore', () => {
  const sourceMedia = () => path.join(workDir, 'media-source')
  const restoredMedia = () => path.join(workDir, 'media-restored')
  const backups = () => path.join(workDir, 'backups')
  let dump = ''

  test('a backup holds the database as a custom-format dump and the uploads beside it', async () => {
    const seeded = await runScript('scripts/database/seed.ts', [], {
      DATABASE_URL: urlFor(source),
      SEED_DEMO: 'true',
      MEDIA_DIR: sourceMedia(),
      DEMO_TOTP_SECRET,
    })
    expect(seeded.code, seeded.output).toBe(0)
    const backup = await runScript('scripts/database/backup.ts', [], {
      DATABASE_URL: urlFor(source),
      MEDIA_DIR: sourceMedia(),
      BACKUP_DIR: backups(),
    })
    expect(backup.code, backup.output).toBe(0)
    const written = fs.readdirSync(backups()).sort()
    expect(written).toHaveLength(2)
    expect(written[0]).toMatch(/^community-\d{8}-\d{6}\.dump$/)
    expect(written[1]).toBe(written[0]!.replace(/\.dump$/, '.media.tar.gz'))
    dump = path.join(backups(), written[0]!)
    // The owner's alone, whatever the umask of the shell that made it.
    expect(fs.statSync(backups()).mode & 0o777).toBe(0o700)
    for (const file of written) expect(fs.statSync(path.join(backups(), file)).mode & 0o777, file).toBe(0o600)
    // pg_dump's custom format starts with its signature.
    expect(fs.readFileSync(dump).subarray(0, 5).toString()).toBe('PGDMP')
  }, 180_000)

  test('restored into a fresh database, every table, sequence and uploaded file is the same', async () => {
    const restore = await runScript('scripts/database/restore.ts', [dump], { DATABASE_URL: urlFor(restored), MEDIA_DIR: restoredMedia() })
    expect(restore.code, restore.output).toBe(0)
    const [before, after] = [await fingerprint(urlFor(source)), await fingerprint(urlFor(restored))]
    expect(Object.keys(before.perTable).length).toBeGreaterThan(20)
    for (const table of ['users', 'events', 'survey_responses', 'payload_migrations'])
      expect(before.perTable[table]!.rows, table).toBeGreaterThan(0)
    expect(after.perTable).toEqual(before.perTable)
    expect(after.sequences).toEqual(before.sequences)
    const uploads = files(sourceMedia())
    expect(Object.keys(uploads).length).toBeGreaterThan(10)
    expect(files(restoredMedia())).toEqual(uploads)
  }, 120_000)

  test('the backup holds no authenticator key in the clear: the restored demo admins’ keys are sealed', async () => {
    const stored = await query<{ totp_secret: string }>(
      urlFor(restored),
      'SELECT totp_secret FROM second_steps WHERE totp_secret IS NOT NULL',
    )
    expect(stored.length).toBeGreaterThanOrEqual(2)
    for (const { totp_secret } of stored) {
      expect(totp_secret).toMatch(/^sealed:v1:[0-9a-f]{8}:/)
      expect(totp_secret).not.toContain(DEMO_TOTP_SECRET)
    }
  })

  test('a restore refuses to overwrite a database with tables, unless --force', async () => {
    const refused = await runScript('scripts/database/restore.ts', [dump], { DATABASE_URL: urlFor(restored), MEDIA_DIR: restoredMedia() })
    expect(refused.code).toBe(1)
    expect(refused.output).toMatch(/The database is not empty \(\d+ tables\)\. Restoring would overwrite it: run again with --force/)

    // A row added after the backup is gone after a forced restore: the backup's contents win.
    await query(urlFor(restored), "UPDATE users SET first_name = 'Changed after the backup'")
    const forced = await runScript('scripts/database/restore.ts', [dump, '--force'], {
      DATABASE_URL: urlFor(restored),
      MEDIA_DIR: restoredMedia(),
    })
    expect(forced.code, forced.output).toBe(0)
    expect((await fingerprint(urlFor(restored))).perTable).toEqual((await fingerprint(urlFor(source))).perTable)
  }, 120_000)

  test('a backup others could read is refused until it is closed or --force', async () => {
    const exposed = path.join(workDir, 'exposed.dump')
    fs.copyFileSync(dump, exposed)
    fs.chmodSync(exposed, 0o644)
    const refused = await runScript('scripts/database/restore.ts', [exposed], { DATABASE_URL: urlFor(restored) })
    expect(refused.code).toBe(2)
    expect(refused.output).toContain(`The backup ${exposed} can be read by other users of this machine (mode 644)`)
  })

  test('a missing backup file is a clear usage error', async () => {
    const missing = await runScript('scripts/database/restore.ts', [path.join(workDir, 'no-such.dump')], { DATABASE_URL: urlFor(restored) })
    expect(missing.code).toBe(2)
    expect(missing.output).toContain('No backup file at')
  })
})
