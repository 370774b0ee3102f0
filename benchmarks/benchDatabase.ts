/**
 * A throw-away embedded PostgreSQL server for a benchmark: its data lives in a temporary folder
 * that `cleanUp` deletes with the server. Databases on it are created and migrated here.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres, type EmbeddedServer } from '../scripts/database/embeddedPostgres'
import { runScript, withLocalBin } from '../scripts/database/runCommand'

export type BenchDatabase = {
  /** The temporary folder (uploads, logs, results go below it too). */
  workDir: string
  server: EmbeddedServer
  /** The environment a child process (migrate, next start, a timing script) needs for a database. */
  envFor: (database: string) => NodeJS.ProcessEnv
  /** Creates and migrates a database; returns its connection string. */
  createMigrated: (database: string) => Promise<string>
  /** Stops the server and deletes the folder (safe to call twice). */
  cleanUp: () => Promise<void>
}

export async function startBenchDatabase(label: string): Promise<BenchDatabase> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `community-${label}-`))
  // As root the server runs as the `postgres` user, which must reach its data folder.
  fs.chmodSync(workDir, 0o755)
  let server: EmbeddedServer
  try {
    server = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') })
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true })
    throw error
  }
  const envFor = (database: string) =>
    withLocalBin({
      ...process.env,
      DATABASE_URL: server.urlFor(database),
      PAYLOAD_SECRET: 'bench-secret',
      MEDIA_DIR: path.join(workDir, 'media'),
      DATA_DIR: path.join(workDir, 'data'),
      // A DATABASE_URL is a production deployment: without SMTP_URL it must ask for the mailbox.
      DEV_MAILBOX: 'true',
    })
  let cleaned = false
  return {
    workDir,
    server,
    envFor,
    createMigrated: async (database) => {
      await server.createDatabase(database)
      if ((await runScript('scripts/database/migrate.ts', [], envFor(database))) !== 0)
        throw new Error(`migrating the ${database} database failed`)
      return server.urlFor(database)
    },
    cleanUp: async () => {
      if (cleaned) return
      cleaned = true
      try {
        await server.stop()
      } finally {
        fs.rmSync(workDir, { recursive: true, force: true })
      }
    },
  }
}
