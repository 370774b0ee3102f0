/**
 * A limit on how many of one kind of work run at once in this server process, with a bounded
 * queue behind it (issue 43, item 4): the child-process workers (src/lib/infrastructure/childProcess/workerSlots.ts)
 * and the downloads being prepared (./downloadAdmission.ts). A place is taken at once when one is
 * free, after the work ahead when the queue has room (or the caller waits), otherwise refused
 * with a time to come back (Retry-After).
 */

/** How a caller takes a refusal: a request is answered 503 at once, a job waits its turn. */
export type WhenBusy = 'refuse' | 'wait'

export type Place = { release: () => void }
export type PlaceRefusal = { retryAfterSeconds: number }
export type PlaceLimits = { places: number; queue: number }

type Pool = {
  running: number
  waiting: (() => void)[]
  /** The most that ran at once since the last reset (for tests and benchmarks). */
  peak: number
  /** A moving average of how long a place is held, for the Retry-After estimate. */
  averageMs: number
}

/** Whether a place was refused. */
export const isRefusal = (place: Place | PlaceRefusal): place is PlaceRefusal => 'retryAfterSeconds' in place

/** A whole positive number from the environment (or zero where allowed), else the fallback. */
export const positiveSetting = (value: string | undefined, fallback: number, { zero = false } = {}) => {
  const number = Number(value)
  return value?.trim() && Number.isInteger(number) && (number > 0 || (zero && number === 0)) ? number : fallback
}

/** Retry-After: the time the work ahead of a newcomer would take, 1 s to 60 s. */
function retryAfterSeconds(state: Pool, places: number): number {
  const ahead = state.running + state.waiting.length
  return Math.min(60, Math.max(1, Math.ceil(((ahead / places) * state.averageMs) / 1000)))
}

/**
 * The limit named `name`, one per process, kept on globalThis: Next.js's server build can hold
 * more than one copy of a module (a route handler's chunk, the jobs runner's), and a limit per
 * copy would be no limit. `limits` is read at each use, so a test or an operator's restart sees
 * the current values; `expectedMs` seeds the Retry-After estimate.
 */
export function placeLimit(name: string, limits: () => PlaceLimits, expectedMs: number) {
  const key = Symbol.for(`itot.placeLimit.${name}`)
  const pool = (): Pool => {
    const holder = globalThis as unknown as Record<symbol, Pool | undefined>
    return (holder[key] ??= { running: 0, waiting: [], peak: 0, averageMs: expectedMs })
  }

  /** A place: it must be released exactly once (a second release does nothing). */
  async function take(whenBusy: WhenBusy): Promise<Place | PlaceRefusal> {
    const state = pool()
    const { places, queue } = limits()
    if (state.running >= places || state.waiting.length > 0) {
      if (whenBusy === 'refuse' && state.waiting.length >= queue) return { retryAfterSeconds: retryAfterSeconds(state, places) }
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
        const next = state.waiting.shift()
        if (next) next()
        else state.running--
      },
    }
  }

  /** How many run and wait now, and the most that ran at once since `reset` (for tests and benchmarks). */
  function state({ reset = false } = {}) {
    const current = pool()
    const snapshot = { running: current.running, waiting: current.waiting.length, peak: current.peak }
    if (reset) current.peak = current.running
    return snapshot
  }

  return { take, state }
}
