import { test } from '@playwright/test'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { type EmbeddedServer, startEmbeddedPostgres } from '../../../scripts/database/embeddedPostgres'
import { queryOn } from '../support/appDatabase'
import { type AppServer, makeDataDir, SEEDING_START_MS, seededDataDir, startApp } from '../support/appServer'

type Env = Record<string, string>
type Instance = 'a' | 'b'

/**
 * Two app instances as one site, for a whole test file: one embedded PostgreSQL with the demo
 * content, one media folder (the local stand-in for the object store) and one PAYLOAD_SECRET.
 * Both start at the same time. `seeded: 'at start'` gives them an empty database, so they race
 * for the migration and the first seed (scaleOut's test of that race); otherwise the database,
 * media and secret are a copy of the run's seeded template and neither seeds. `env` adds
 * variables for both (`both`) and for each (`a`, `b`). Read `a`, `b` and `query` (SQL on the
 * shared database) in tests and hooks.
 */
export function useTwoInstances(
  env: { both?: Env } & Partial<Record<Instance, Env>> = {},
  { seeded = 'from template' }: { seeded?: 'from template' | 'at start' } = {},
) {
  const site: { database?: EmbeddedServer; databaseUrl?: string } & Partial<Record<Instance, AppServer>> = {}
  const dirs: string[] = []
  test.beforeAll(async () => {
    // Seeding at start, one seeds and the other waits for it (150 s ran out in a CI run with three
    // files at once); a template copy starts sooner, under the same bound.
    const answerWithinMs = SEEDING_START_MS
    test.setTimeout(answerWithinMs + 30_000)
    const root = seeded === 'at start' ? makeDataDir() : seededDataDir()
    dirs.push(root)
    // The template's own secret: what the seed stored with it (sessions, second steps) stays readable.
    const secretFile = path.join(root, 'payload-secret')
    site.database = await startEmbeddedPostgres({ dataDir: path.join(root, 'postgres') })
    await site.database.createDatabase('community')
    site.databaseUrl = site.database.urlFor('community')
    const shared = {
      ...env.both,
      DATABASE_URL: site.databaseUrl,
      PAYLOAD_SECRET: fs.existsSync(secretFile) ? fs.readFileSync(secretFile, 'utf8').trim() : crypto.randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      // A DATABASE_URL is a production deployment: without SMTP_URL it must ask for the mailbox.
      DEV_MAILBOX: 'true',
      MEDIA_DIR: path.join(root, 'media'),
    }
    const start = async (instance: Instance) => {
      const dataDir = makeDataDir()
      dirs.push(dataDir)
      site[instance] = await startApp(dataDir, { ...shared, DATA_DIR: dataDir, ...env[instance] }, { answerWithinMs })
    }
    await Promise.all([start('a'), start('b')])
  })
  test.afterAll(async () => {
    await Promise.all([site.a?.stop(), site.b?.stop()])
    await site.database?.stop()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })
  const running = (instance: Instance) => {
    const app = site[instance]
    if (!app) throw new Error(`Instance ${instance.toUpperCase()} has not started`)
    return app
  }
  return {
    get a() {
      return running('a')
    },
    get b() {
      return running('b')
    },
    query: <T = Record<string, unknown>>(text: string, values: unknown[] = []) => {
      if (!site.databaseUrl) throw new Error('The shared database has not started')
      return queryOn(site.databaseUrl)<T>(text, values)
    },
  }
}
