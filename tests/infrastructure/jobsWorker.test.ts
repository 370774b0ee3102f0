/**
 * `npm run jobs:worker` (scripts/server/jobsWorker.ts, issue 46 item 4): the queue's own process
 * says that it started, each run of each queue and that it stopped, as JSON lines in production,
 * and answers its own metrics for the token.
 */
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { freePort } from '../../scripts/database/embeddedPostgres'
import { withModuleCondition } from '../../scripts/database/runCommand'

/** A database of its own, migrated: the worker runs every queue, which must not take the other files' jobs. */
const DATABASE = 'jobs_worker_test'
const serverUrl = new URL(process.env.DATABASE_URL!)
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${DATABASE}` }).toString()
const onServer = async (text: string) => {
  const client = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString() })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
beforeAll(async () => {
  await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
  await onServer(`CREATE DATABASE ${DATABASE}`)
  const migrated = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/database/migrate.ts'], {
    encoding: 'utf8',
    env: withModuleCondition({ ...process.env, DATABASE_URL: databaseUrl }),
    timeout: 120_000,
  })
  expect(migrated.status, migrated.stderr + migrated.stdout).toBe(0)
}, 150_000)
afterAll(() => onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`))

test('the jobs worker logs its start, each run and its stop as JSON lines, and answers its metrics for the token', async () => {
  const metricsPort = await freePort()
  const token = crypto.randomUUID()
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/server/jobsWorker.ts'], {
    env: withModuleCondition({
      ...process.env,
      DATABASE_URL: databaseUrl,
      LOG_FORMAT: 'json',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: token,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  try {
    await expect.poll(() => output, { timeout: 90_000, interval: 250 }).toMatch(/Jobs run on default: \d+ jobs in \d+ ms/)
    expect(output).toMatch(/Jobs run on notifications: \d+ jobs in \d+ ms/)
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401)
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: `Bearer ${token}` } })
    expect(scrape.status).toBe(200)
    const series = await scrape.text()
    expect(series).toContain('jobs_worker_runs_total{queue="notifications",outcome="ok"} 1')
    expect(series).toContain('nodejs_eventloop_lag_seconds')
  } finally {
    child.kill('SIGTERM')
  }
  expect(await exited).toBe(0)
  const lines = output
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line) as { msg: string; level: string }
      } catch {
        throw new Error(`Not a JSON line: ${line}`)
      }
    })
  const messages = lines.map((line) => line.msg)
  expect(messages[0]).toMatch(/^Jobs worker started: queues notifications, default/)
  expect(messages).toContain('Jobs worker stopped')
}, 150_000)
