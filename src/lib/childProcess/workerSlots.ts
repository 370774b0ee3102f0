/**
 * One limit for all child-process work of a server process (issue 43, item 4): labelling
 * downloads, drawing previews and reading files' text each start a `node` worker of up to 256 MB
 * and 30 s, so at most CHILD_PROCESS_WORKERS of them run at once, and at most CHILD_PROCESS_QUEUE
 * more wait for a place. Work asked for by a request beyond that is refused at once with a time
 * to come back (the routes answer 503 with Retry-After); the jobs queue's work waits instead
 * (its runner bounds how many jobs run at once), so a busy server delays a preview, never loses it.
 */

/** How a caller takes a refusal: a request is answered 503 at once, a job waits its turn. */
export type WhenBusy = 'refuse' | 'wait'

export type WorkerSlot = { release: () => void }
export type WorkerSlotRefusal = { retryAfterSeconds: number }

type Pool = {
  running: number
  waiting: (() => void)[]
  /** The most that ran at once since the last reset (for tests and benchmarks). */
  peak: number
  /** A moving average of how long a worker takes, for the Retry-After estimate. */
  averageMs: number
}

/** 2 cores: two workers keep one core for the server itself and the database. */
export const DEFAULT_WORKERS = 2
/** Eight waiting, at about a second each, is a few seconds' wait at worst on a healthy server. */
export const DEFAULT_QUEUE = 8

const positive = (value: string | undefined, fallback: number, { zero = false } = {}) => {
  const number = Number(value)
  return value?.trim() && Number.isInteger(number) && (number > 0 || (zero && number === 0)) ? number : fallback
}

/** The limits in force, read at each use so a test or an operator's restart sees the current values. */
export const workerLimits = () => ({
  workers: positive(process.env.CHILD_PROCESS_WORKERS, DEFAULT_WORKERS),
  queue: positive(process.env.CHILD_PROCESS_QUEUE, DEFAULT_QUEUE, { zero: true }),
})

/**
 * One pool per process, kept on globalThis: Next.js's server build can hold more than one copy of
 * a module (a route handler's chunk, the jobs runner's), and a limit per copy would be no limit.
 */
const POOL = Symbol.for('itot.childProcess.workerPool')
const pool = (): Pool => {
  const holder = globalThis as unknown as Record<symbol, Pool | undefined>
  return (holder[POOL] ??= { running: 0, waiting: [], peak: 0, averageMs: 2000 })
}

/** Retry-After: the time the work ahead of a newcomer would take, 1 s to 60 s. */
function retryAfterSeconds(state: Pool, workers: number): number {
  const ahead = state.running + state.waiting.length
  return Math.min(60, Math.max(1, Math.ceil(((ahead / workers) * state.averageMs) / 1000)))
}

/**
 * A place to run one worker: at once when one is free, after the work ahead when the queue has
 * room (or the caller waits), otherwise a refusal. The slot must be released exactly once.
 */
export async function takeWorkerSlot(whenBusy: WhenBusy): Promise<WorkerSlot | WorkerSlotRefusal> {
  const state = pool()
  const { workers, queue } = workerLimits()
  if (state.running >= workers || state.waiting.length > 0) {
    if (whenBusy === 'refuse' && state.waiting.length >= queue) return { retryAfterSeconds: retryAfterSeconds(state, workers) }
    await new Promise<void>((resolve) => state.waiting.push(resolve))
  } else state.running++
  // A waiter is handed its place by the release below (running stays counted for it).
  state.peak = Math.max(state.peak, state.running)
  const started = Date.now()
  let released = false
  return {
    release: () => {
      if (released) return
      released = true
      state.averageMs = state.averageMs * 0.8 + (Date.now() - started) * 0.2
      // The place goes to the first in the queue (running stays counted), or is freed.
      const next = state.waiting.shift()
      if (next) next()
      else state.running--
    },
  }
}

/** Whether a slot was refused. */
export const isRefusal = (slot: WorkerSlot | WorkerSlotRefusal): slot is WorkerSlotRefusal => 'retryAfterSeconds' in slot

/** How many run and wait now, and the most that ran at once since `reset` (for tests and benchmarks). */
export function workerPoolState({ reset = false } = {}) {
  const state = pool()
  const snapshot = { running: state.running, waiting: state.waiting.length, peak: state.peak }
  if (reset) state.peak = state.running
  return snapshot
}
