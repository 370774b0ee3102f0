import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

import { isRefusal, takeWorkerSlot, type WhenBusy, type WorkerSlot } from './workerSlots'

/** How long a worker may take and how much heap it may use before it is killed. */
export type ProcessLimits = { timeoutMs: number; memoryMb: number }

/**
 * What a worker may hold beyond its JavaScript heap: Node itself, decoded images and canvases, and
 * Buffers (a zip entry inflated into a Buffer lives outside the heap cap). Over its heap cap plus
 * this, read from /proc every RSS_CHECK_MS, the worker is killed.
 */
export const NATIVE_MEMORY_MB = 256
const RSS_CHECK_MS = 100
/** Workers run at a lower priority than the server (Unix niceness, 0 to 19). */
const WORKER_NICENESS = 10
/**
 * The kernel's out-of-memory killer takes workers first (-1000 to 1000; 1000: before anything
 * else): on a small host whose memory runs out, a worker's run fails and the server keeps
 * answering. Raising it needs no privilege.
 */
const WORKER_OOM_SCORE_ADJ = '1000'
const PAGE_BYTES = 4096

/** The resident memory of a process in MB, from /proc (Linux); null where there is none. */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const statm = await fs.promises.readFile(`/proc/${pid}/statm`, 'utf8')
    return (Number(statm.split(' ')[1]) * PAGE_BYTES) / (1024 * 1024)
  } catch {
    return null
  }
}

/** A run that failed; `retryAfterSeconds` when it never started because every worker was busy. */
export type FailedRun = { ok: false; problem: string; retryAfterSeconds?: number }
export type LimitedRun = { ok: true; stdout: Buffer } | FailedRun

/**
 * Runs a plain-JavaScript worker in a separate `node` process with a heap cap, a kill timeout,
 * a cap on what it may print and no environment of the server's (no secrets, no loaders):
 * whatever a hostile file does to the worker (a parser bug, a zip bomb, an endless loop), the
 * server only sees the process fail. `doing` names the work in the problems ("Reading", "Labelling").
 * Every run takes a place in the process's one pool of workers (workerSlots.ts): `whenBusy`
 * 'refuse' (a request's work) answers at once with `retryAfterSeconds` when the pool and its queue
 * are full, 'wait' (the jobs queue's work) waits its turn; `{ held }` is a place the caller took
 * beforehand (and releases).
 * Never throws: a failure is `{ ok: false, problem }`.
 */
export async function runLimited(
  worker: string,
  args: string[],
  options: { limits: ProcessLimits; maxOutputBytes: number; doing: string; whenBusy: WhenBusy | { held: WorkerSlot } },
): Promise<LimitedRun> {
  // A place the caller took beforehand (and releases itself) is used as it is.
  if (typeof options.whenBusy === 'object') return runWorker(worker, args, options)
  const slot = await takeWorkerSlot(options.whenBusy)
  if (isRefusal(slot))
    return { ok: false, problem: `Every ${options.doing.toLowerCase()} worker is busy`, retryAfterSeconds: slot.retryAfterSeconds }
  try {
    return await runWorker(worker, args, options)
  } finally {
    slot.release()
  }
}

function runWorker(
  worker: string,
  args: string[],
  { limits, maxOutputBytes, doing }: { limits: ProcessLimits; maxOutputBytes: number; doing: string },
): Promise<LimitedRun> {
  const name = doing.toLowerCase()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.memoryMb}`, worker, ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // Below the server in the CPU's queue: on two cores, two busy workers never slow its answers.
    // First for the out-of-memory killer: written before the worker has read its input.
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, WORKER_NICENESS)
      } catch {
        // A system that refuses it runs the worker at the server's priority.
      }
      try {
        fs.writeFileSync(`/proc/${child.pid}/oom_score_adj`, WORKER_OOM_SCORE_ADJ)
      } catch {
        // Not Linux: no out-of-memory killer to steer.
      }
    }
    const stdout: Buffer[] = []
    let stdoutBytes = 0
    let stderr = ''
    let killedFor: string | null = null
    const kill = (reason: string) => {
      if (killedFor) return
      killedFor = reason
      child.kill('SIGKILL')
    }
    const timer = setTimeout(() => kill(`${doing} took longer than ${limits.timeoutMs} ms`), limits.timeoutMs)
    const rssLimitMb = limits.memoryMb + NATIVE_MEMORY_MB
    const watch = setInterval(() => {
      if (child.pid === undefined) return
      void residentMb(child.pid).then((mb) => {
        if (mb !== null && mb > rssLimitMb) kill(`${doing} needed more than ${rssLimitMb} MB of memory`)
      })
    }, RSS_CHECK_MS)
    const stop = () => {
      clearTimeout(timer)
      clearInterval(watch)
    }
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length
      if (stdoutBytes > maxOutputBytes) return kill(`The ${name} process printed more than it may`)
      stdout.push(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8')
    })
    child.on('error', (error) => {
      stop()
      resolve({ ok: false, problem: `The ${name} process could not start: ${error.message}` })
    })
    child.on('close', (code, signal) => {
      stop()
      if (killedFor) return resolve({ ok: false, problem: killedFor })
      if (code !== 0) {
        const reason =
          stderr.trim().split('\n')[0] || (signal ? `The ${name} process stopped (${signal})` : `The ${name} process failed (exit ${code})`)
        // V8 ends a process over its heap cap with an abort and a fatal-error report.
        const outOfMemory = /heap out of memory|Reached heap limit/i.test(stderr)
        return resolve({ ok: false, problem: outOfMemory ? `${doing} needed more than ${limits.memoryMb} MB` : reason })
      }
      resolve({ ok: true, stdout: Buffer.concat(stdout) })
    })
  })
}
