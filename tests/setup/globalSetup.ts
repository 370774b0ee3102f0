import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startSmtpServer } from './smtpServer'
import { startEmbeddedPostgres, type EmbeddedServer } from '../../scripts/database/embeddedPostgres'
import { runScript } from '../../scripts/database/runCommand'

/**
 * One real PostgreSQL server for the whole run (embedded, in a temporary folder), a database
 * of the run's own with every committed migration applied, and a temporary media folder.
 * All of it is dropped at the end. TEST_DATABASE_URL points at another server instead.
 */
let server: EmbeddedServer | undefined
let database = ''
let workDir = ''
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined

export async function setup() {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-test-'))
  // PostgreSQL runs as the unprivileged `postgres` user when we are root: let it in.
  fs.chmodSync(workDir, 0o755)
  database = `test_${process.pid}_${Date.now()}`
  process.env.MEDIA_DIR = path.join(workDir, 'media')
  process.env.PAYLOAD_SECRET = 'test-secret'
  process.env.SERVER_URL = 'http://localhost:3000'
  // A message missing from a catalogue shows its mark (src/i18n/missingMessages.ts) instead of English.
  process.env.STRICT_MESSAGES = '1'
  // New members' posts appear at once, unless a test holds them (tests/discussions/moderation.test.ts).
  process.env.DISCUSSION_POSTS_TO_APPROVE ??= '0'
  // Every e-mail of the run goes to a real SMTP server; tests read what it received.
  process.env.MAIL_CAPTURE_DIR = path.join(workDir, 'received-mail')
  smtp = await startSmtpServer(process.env.MAIL_CAPTURE_DIR)
  process.env.SMTP_URL = smtp.url

  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL)
    url.pathname = `/${database}`
    process.env.DATABASE_URL = url.toString()
    const pg = (await import('pg')).default
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${database}"`)
    await admin.end()
  } else {
    server = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') })
    await server.createDatabase(database)
    process.env.DATABASE_URL = server.urlFor(database)
  }

  // Migrations run in a child process, exactly as `npm run migrate` applies them.
  const code = await runScript('scripts/database/migrate.ts')
  if (code !== 0) throw new Error(`Applying migrations to the test database failed (exit ${code})`)
  // A copy nobody connects to, for files that need a database of their own (tests/support/ownDatabase.ts):
  // PostgreSQL copies a database only while no one is connected to it, which is now.
  await runSql(`CREATE DATABASE "${database}_migrated" TEMPLATE "${database}"`)
  process.env.TEST_MIGRATED_DATABASE = `${database}_migrated`
}

/** One statement on the run's PostgreSQL server, from its maintenance database (not the one copied). */
async function runSql(statement: string) {
  const pg = (await import('pg')).default
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function teardown() {
  await smtp?.close()
  if (database) await runSql(`DROP DATABASE IF EXISTS "${database}_migrated"`).catch(() => undefined)
  if (server) {
    await server.dropDatabase(database)
    await server.stop()
  } else if (process.env.TEST_DATABASE_URL) {
    const pg = (await import('pg')).default
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await admin.end()
  }
  fs.rmSync(workDir, { recursive: true, force: true })
}
