import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { embeddedUrl, runningServerPort, startEmbeddedPostgres } from './embeddedPostgres'

export const dataDir = () => path.resolve(process.env.DATA_DIR || '.data')

export type Database = { url: string; embedded: boolean; stop: () => Promise<void> }

/**
 * The database the app talks to: DATABASE_URL when set, otherwise an embedded PostgreSQL
 * server with its data under DATA_DIR (default `.data/`), started here and reused across runs.
 */
export async function openDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  }
  const port = Number(process.env.EMBEDDED_DB_PORT) || undefined
  const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir(), 'postgres'), port })
  await server.createDatabase('community')
  return { url: server.urlFor('community'), embedded: true, stop: server.stop }
}

/**
 * Like openDatabase, but an embedded server that is already running (an `npm start` in
 * progress) is joined instead of refused: for tools that work beside the app, like backups.
 */
export async function openOrJoinDatabase(): Promise<Database> {
  const port = process.env.DATABASE_URL ? null : runningServerPort(path.join(dataDir(), 'postgres'))
  if (port) return { url: embeddedUrl(port, 'community'), embedded: true, stop: async () => {} }
  return openDatabase()
}

/**
 * A session secret that survives restarts of an embedded-database install, so members stay
 * signed in; created once under DATA_DIR. Real deployments set PAYLOAD_SECRET.
 */
export function localSecret(): string {
  const file = path.join(dataDir(), 'payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir(), { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

/** What a child process needs to reach the database (and, on the embedded one, a secret). */
export function databaseEnv(database: Database): Record<string, string> {
  const env: Record<string, string> = { DATABASE_URL: database.url }
  if (database.embedded) {
    env.EMBEDDED_DATABASE = 'true'
    if (!process.env.PAYLOAD_SECRET) env.PAYLOAD_SECRET = localSecret()
  }
  return env
}
