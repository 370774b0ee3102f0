import { test } from '@playwright/test'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { appEnv, seededDataDir, serverErrors, type TestApp, waitUntilAnswering } from './appServer'
import { freePort } from '../../../scripts/database/embeddedPostgres'

/**
 * One app server per Playwright worker slot (testInfo.parallelIndex), shared by every file that
 * needs no environment of its own: about three server starts per run instead of one per file.
 *
 * A slot's first file starts the server, detached, on a copy of the run's seeded data folder
 * (tests/e2e/support/seededTemplate.ts) and writes where it is to a file under E2E_SHARED_DIR;
 * later files in that slot (in the same worker or in its successor after a failure, or in
 * another project of the config) find it there. The global teardown stops them all
 * (stopSharedServers). A per-copy data folder rather than one PostgreSQL with a database per
 * worker: the app starts its embedded database from a folder as it does in every other test.
 *
 * The server keeps its page cache, memo and rate-limit counters in memory across files, so
 * isolation is in the data: a file creates records of its own with unique names (uniqueName)
 * and never changes, deletes or counts the demo's rows and globals. Its mailbox (`dataDir/mail`)
 * is shared too (a message is found by its own recipient); `output()` is the server's log since
 * the file began (a slot's server serves one file at a time).
 */
export type SharedServer = TestApp & {
  /** The server's embedded database, for reading a file's own rows in SQL. */
  databaseUrl: string
}

type SlotRecord = { pid: number; url: string; dataDir: string; databaseUrl: string; log: string }

/** How long a slot's first file waits for the server: a cold start on a loaded 2-core machine. */
const START_MS = 150_000

const sharedDir = () => {
  const dir = process.env.E2E_SHARED_DIR
  if (!dir) throw new Error('E2E_SHARED_DIR is not set: the shared servers need the global setup (playwright.config.ts)')
  return dir
}

const slotFile = (slot: number) => path.join(sharedDir(), `slot-${slot}.json`)

async function startSlot(slot: number): Promise<SlotRecord> {
  const dataDir = seededDataDir()
  const [port, databasePort] = [await freePort(), await freePort()]
  const log = path.join(dataDir, 'server.log')
  const logFd = fs.openSync(log, 'a')
  const START_SCRIPT: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start
  const [command, ...args] = START_SCRIPT.split(' ')
  // Detached and logging to a file: it outlives the worker that started it (a worker ends
  // after a failed test or when the next file belongs to another project).
  const child = spawn(command === 'node' ? process.execPath : command!, args, {
    env: appEnv(dataDir, port, {
      EMBEDDED_DB_PORT: String(databasePort),
      // The jobs queue every two seconds: search's document texts, reminders, share images.
      JOBS_CRON: '*/2 * * * * *',
    }),
    stdio: ['ignore', logFd, logFd],
    detached: true,
  })
  child.unref()
  fs.closeSync(logFd)
  const record: SlotRecord = {
    pid: child.pid!,
    url: `http://localhost:${port}`,
    dataDir,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${databasePort}/community`,
    log,
  }
  fs.writeFileSync(slotFile(slot), JSON.stringify(record))
  return record
}

/** This worker slot's server, started by the slot's first file; resolves once it answers. */
async function slotServer(slot: number): Promise<SlotRecord> {
  const file = slotFile(slot)
  const record: SlotRecord = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : await startSlot(slot)
  const alive = () => {
    try {
      process.kill(record.pid, 0)
      return true
    } catch {
      return false
    }
  }
  await waitUntilAnswering(record.url, START_MS, { exited: () => !alive(), log: () => fs.readFileSync(record.log, 'utf8') })
  return record
}

/**
 * The shared server of this worker slot for a whole test file, like useAppServer: a failing
 * test prints the server's errors and the end of its log since the file began.
 */
export function useSharedServer(): () => SharedServer {
  let server: SharedServer | undefined
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(START_MS + 30_000)
    const record = await slotServer(testInfo.parallelIndex)
    const from = fs.statSync(record.log).size
    const output = () => {
      const all = fs.readFileSync(record.log)
      return all.subarray(Math.min(from, all.length)).toString('utf8')
    }
    server = { url: record.url, dataDir: record.dataDir, databaseUrl: record.databaseUrl, output }
  })
  test.afterEach(({}, testInfo) => {
    if (server && testInfo.status !== testInfo.expectedStatus) {
      const output = server.output()
      console.error(`--- shared app server errors for "${testInfo.title}" ---\n${serverErrors(output)}`)
      console.error(`--- shared app server log (last 6000 characters) for "${testInfo.title}" ---\n${output.slice(-6000)}`)
    }
  })
  return () => {
    if (!server) throw new Error('The shared app server has not started')
    return server
  }
}

/**
 * A name no other file or run on a shared server uses: `prefix` and a random suffix. Records a
 * test creates carry one, so lists and searches find exactly the file's own.
 */
export const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`

/** The global teardown: stops every slot's server (SIGTERM: Next.js, then its database) and deletes its data folder. */
export async function stopSharedServers(dir: string) {
  if (!fs.existsSync(dir)) return
  const records: SlotRecord[] = fs
    .readdirSync(dir)
    .filter((name) => /^slot-\d+\.json$/.test(name))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')))
  await Promise.all(
    records.map(async (record) => {
      const gone = () => {
        try {
          process.kill(record.pid, 0)
          return false
        } catch {
          return true
        }
      }
      // A server already gone is not an error: it may have exited after its file's failure.
      const signal = (pid: number, name: NodeJS.Signals) => {
        try {
          process.kill(pid, name)
        } catch {
          // exited in the meantime
        }
      }
      signal(record.pid, 'SIGTERM')
      for (const deadline = Date.now() + 30_000; !gone() && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      signal(record.pid, 'SIGKILL')
      fs.rmSync(record.dataDir, { recursive: true, force: true })
    }),
  )
  fs.rmSync(dir, { recursive: true, force: true })
}
