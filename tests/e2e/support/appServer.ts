import { test } from '@playwright/test'
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { moveCurrentSessionsToNow } from './currentSessions'
import { DEMO_TOTP_SECRET } from './secondStep'
import { type CageUsage, cageMemory } from '../../../benchmarks/memoryCage'
import { freePort } from '../../../scripts/database/embeddedPostgres'

export type AppServer = {
  url: string
  /** DATA_DIR: the embedded database and, without SMTP_URL, the development mailbox (`mail/`). */
  dataDir: string
  process: ChildProcess
  output: () => string
  stop: () => Promise<number | null>
  /** Under a small host's limit (`smallHost`): what the kernel charged and killed, kept after the stop. */
  memory: () => CageUsage | null
}

/** What a test reads of the server it runs against, its own (AppServer) or its worker's (SharedServer). */
export type TestApp = Pick<AppServer, 'url' | 'dataDir' | 'output'>

/** A data folder of the test's own: an empty embedded database, seeded on first start. */
export const makeDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-e2e-'))
  fs.chmodSync(dir, 0o755)
  return dir
}

/**
 * A data folder holding a copy of the run's seeded one (tests/e2e/support/seededTemplate.ts):
 * migrated and seeded once per run instead of once per test file. `cp -a` keeps the database
 * files' owner (PostgreSQL runs as `postgres` when the tests run as root). Without a template
 * (one file run alone, another config) an empty folder, seeded on first start.
 */
export const seededDataDir = () => {
  const dir = makeDataDir()
  const template = process.env.E2E_SEEDED_TEMPLATE
  if (template && fs.existsSync(template)) execFileSync('cp', ['-a', `${template}/.`, dir])
  return dir
}

/** How long a server that migrates and seeds at its start may take to answer: minutes on a loaded 2-core machine. */
export const SEEDING_START_MS = 300_000

const START_SCRIPT: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start

/** The environment of a test's app server: the rate limits are off unless `env` sets them. */
export const appEnv = (dataDir: string, port: number, env: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  MEDIA_DIR: path.join(dataDir, 'media'),
  // Browser tests sign in many times from one address; the rate-limit tests set their own.
  RATE_LIMITS: 'off',
  // New members' posts appear at once; the moderation tests hold them (tests/e2e/discussions/moderation.e2e.ts).
  DISCUSSION_POSTS_TO_APPROVE: '0',
  // A message missing from a catalogue shows its mark, which the render tests look for.
  STRICT_MESSAGES: '1',
  // The demo admins' authenticator key, which the tests type codes of (./secondStep.ts).
  DEMO_TOTP_SECRET,
  ...env,
})

/** Waits until the app at `url` answers its home page, or says why not with the end of its `log`. */
export async function waitUntilAnswering(url: string, withinMs: number, server: { exited: () => boolean; log: () => string }) {
  const deadline = Date.now() + withinMs
  for (let answered = false; !answered;) {
    if (server.exited()) throw new Error(`The app exited early:\n${server.log().slice(-6000)}`)
    // Said as it is: a server that never answered once made every test of its file fail with
    // "connection refused" (CI of 04399ff, a server seeding at start on a loaded machine).
    if (Date.now() > deadline) throw new Error(`The app did not answer within ${withinMs / 1000} s:\n${server.log().slice(-6000)}`)
    try {
      answered = (await fetch(`${url}/`)).ok
    } catch {
      // not listening yet
    }
    if (!answered) await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * A cgroup of a small host's 1 GiB for one app (benchmarks/memoryCage.ts). On CI (root) there must
 * be one; a developer's machine without the rights runs the app unlimited and says so.
 */
function smallHostCage() {
  const cage = cageMemory('e2e-app')
  if (!('unavailable' in cage)) return cage
  if (process.env.CI) throw new Error(`No small host's memory limit on CI: ${cage.unavailable}`)
  console.warn(`The app runs without a small host's memory limit: ${cage.unavailable}`)
  return undefined
}

/**
 * Starts the app exactly as `npm start` does, on a free port, and waits until it answers. The
 * rate limits are off unless `env` sets them. `smallHost`: the launcher, its embedded database,
 * the server and its workers run under a memory limit of 1 GiB together, as on a small virtual
 * machine (issue 47).
 */
export async function startApp(
  dataDir: string,
  env: Record<string, string> = {},
  { answerWithinMs = 150_000, smallHost = false }: { answerWithinMs?: number; smallHost?: boolean } = {},
): Promise<AppServer> {
  // A test that needs to know the port before the start (for SERVER_URL) chooses it in `env`.
  const port = env.PORT ? Number(env.PORT) : await freePort()
  // package.json's start script itself (`node --import tsx …`: node gets the SIGTERM directly).
  const [command, ...args] = START_SCRIPT.split(' ')
  const node: [string, string[]] = [command === 'node' ? process.execPath : command!, args]
  const cage = smallHost ? smallHostCage() : undefined
  // In the cage, `sh` execs node: the child's pid is still the launcher's, which gets the signals.
  const child = spawn(...(cage ? cage.wrap(...node) : node), {
    env: appEnv(dataDir, port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let usage: CageUsage | null = null
  child.once('exit', () => {
    // Read before the cgroup goes; it goes once the last process in it (PostgreSQL) has ended.
    usage = cage?.usage() ?? null
    if (cage) void removeWhenEmpty(cage)
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://localhost:${port}`
  try {
    await waitUntilAnswering(url, answerWithinMs, { exited: () => child.exitCode !== null, log: () => output })
  } catch (error) {
    child.kill('SIGTERM')
    throw error
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    memory: () => usage ?? cage?.usage() ?? null,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode)
        child.once('exit', (code) => resolve(code))
        child.kill('SIGTERM')
      }),
  }
}

/** Removes a cage once nothing runs in it (the launcher exits after its database), within a minute. */
async function removeWhenEmpty(cage: NonNullable<ReturnType<typeof smallHostCage>>) {
  for (let tries = 0; tries < 120; tries++) {
    if (!fs.readFileSync(`${cage.directory}/cgroup.procs`, 'utf8').trim()) return cage.remove()
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * One app server (a data folder of its own, seeded) for a whole test file: started before its
 * first test, stopped and deleted after its last. Returns a getter for the running server. For a
 * file that needs an environment of its own (rate limits, a mail server, SERVER_URL, a crash):
 * the others share their worker's server (./sharedServer.ts). `seeded: 'sessions now'` moves the
 * template copy's current sessions to the file's start (./currentSessions.ts), for tests of
 * what happens now; `'at start'` seeds at the server's start, for a test of first starts.
 * `smallHost`: under a small host's memory limit (startApp).
 */
export function useAppServer(
  env: () => Record<string, string> | Promise<Record<string, string>> = () => ({}),
  { seeded = 'from template', smallHost = false }: { seeded?: 'from template' | 'sessions now' | 'at start'; smallHost?: boolean } = {},
): () => AppServer {
  let app: AppServer | undefined
  let dataDir = ''
  test.beforeAll(async () => {
    // Seeding at the start takes minutes on a loaded 2-core machine (migrations, the demo's files
    // and pictures): its wait is longer than the test's own timeout.
    const answerWithinMs = seeded === 'at start' ? SEEDING_START_MS : 150_000
    test.setTimeout(answerWithinMs + 30_000)
    dataDir = seeded === 'at start' ? makeDataDir() : seededDataDir()
    if (seeded === 'sessions now') await moveCurrentSessionsToNow(dataDir)
    app = await startApp(dataDir, await env(), { answerWithinMs, smallHost })
  })
  // A failing test prints its server's errors and the end of its log, so a CI failure shows the
  // server's side (the tail alone was all e-mail lines when a long test failed early on).
  test.afterEach(({}, testInfo) => {
    if (app && testInfo.status !== testInfo.expectedStatus) {
      const output = app.output()
      console.error(`--- app server errors for "${testInfo.title}" ---\n${serverErrors(output)}`)
      console.error(`--- app server log (last 6000 characters) for "${testInfo.title}" ---\n${output.slice(-6000)}`)
    }
  })
  test.afterAll(async () => {
    await app?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  return () => {
    if (!app) throw new Error('The app server has not started')
    return app
  }
}

/**
 * The log's error reports with a few lines after each (their stacks), at most 20,000 characters;
 * Next.js's refusals of made-up server action ids, which the hostile suite causes by the
 * thousand, are left out.
 */
export function serverErrors(output: string): string {
  const lines = output.split('\n')
  const kept: string[] = []
  lines.forEach((line, index) => {
    if (!/error|failed|unhandled/i.test(line) || /Server Reference ID|Failed to find Server Action/.test(line)) return
    kept.push(...lines.slice(index, index + 8), '')
  })
  return kept.join('\n').slice(0, 20_000) || '(none)'
}
