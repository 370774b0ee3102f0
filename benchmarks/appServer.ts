/**
 * The production build under measurement: `next build` when there is none, then the production
 * server (scripts/server/nextServer.ts, as `npm start` runs it) on one database, with its output in a log file (shown when it fails to start or crashes).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { MemoryCage } from './memoryCage'
import { freePort } from '../scripts/database/embeddedPostgres'
import { runCommand, withLocalBin } from '../scripts/database/runCommand'
import { withServerHeap } from '../scripts/server/serverHeap'

/** Builds the app when no production build exists; returns whether it built. */
export async function ensureBuild(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (fs.existsSync('.next/BUILD_ID')) return false
  console.log('[bench] no production build yet: running next build')
  if ((await runCommand('next', ['build'], env)) !== 0) throw new Error('next build failed')
  return true
}

export type AppServer = {
  base: string
  /** Process id of the server (any children it forks are its descendants). */
  pid: number
  /** Throws a clear message (with the log's last lines) when the server is no longer running. */
  assertRunning: (during: string) => void
  stop: () => Promise<void>
}

const tail = (file: string, lines = 30) => {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/**
 * Starts the production server on 127.0.0.1 and a free port with `env` (DATABASE_URL and friends) and
 * waits until it answers. Output goes to `logFile`. In `cage` (benchmarks/memoryCage.ts) the server
 * and whatever it forks run under the cage's memory limit, its heap sized from that limit as `npm
 * start` sizes it in a container.
 */
export async function startApp(env: NodeJS.ProcessEnv, logFile: string, readyPath = '/about', cage?: MemoryCage): Promise<AppServer> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.openSync(logFile, 'a')
  const node: [string, string[]] = [process.execPath, ['--import', 'tsx', 'scripts/server/nextServer.ts']]
  const [command, args] = cage ? cage.wrap(...node) : node
  const child = spawn(command, args, {
    // The same heap limit as `npm start` (in a container: from the container's limit).
    env: withServerHeap(
      withLocalBin({
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        BIND_HOST: '127.0.0.1',
        SERVER_URL: base,
        NEXT_TELEMETRY_DISABLED: '1',
      }),
      cage?.limitBytes,
    ),
    stdio: ['ignore', log, log],
    // Its own process group, so that stopping it also stops anything it forked.
    detached: true,
  })
  fs.closeSync(log)
  let exit: string | null = null
  child.once('exit', (code, signal) => {
    exit = signal ? `signal ${signal}` : `exit code ${code}`
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('error', (error) => {
    exit = String(error)
  })

  const assertRunning = (during: string) => {
    if (exit) throw new Error(`the Next.js server stopped (${exit}) ${during}. Its last output (${logFile}):\n${tail(logFile)}`)
  }
  const stop = async () => {
    if (exit || !child.pid) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    const killed = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ])
    if (!killed) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {}
      await exited
    }
  }

  const deadline = Date.now() + 120_000
  for (;;) {
    assertRunning('while starting')
    try {
      const response = await fetch(base + readyPath, { signal: AbortSignal.timeout(10_000) })
      await response.arrayBuffer()
      if (response.ok) break
    } catch {}
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the Next.js server did not answer ${readyPath} within 2 minutes. Its last output (${logFile}):\n${tail(logFile)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { base, pid: child.pid!, assertRunning, stop }
}
