import { jobCronsRequested } from './cronRequest'

/**
 * Background work shares the server's one thread (and the machine's few cores) with the
 * requests. The queue's runs start together on the minute, each with several pieces of work (a
 * few share images, a batch of reminders, a batch of e-mails): on a busy server that was a burst
 * of about 0.6 s of CPU every minute, and every request in flight waited behind it (a live
 * session's votes went from 8 ms to 250–460 ms for a second; measured in benchmarks/liveQuestions.ts).
 *
 * So a piece of background work runs one at a time in the process, and in a process that serves
 * requests (the server, which runs the queue's crons) each is followed by a rest twice as long as
 * it took: background work takes at most about a third of the thread, spread out, and backs off
 * by itself when requests make it slower (at half, a member's search of 70 ms still took 110 ms
 * beside a minute's share images). Elsewhere (tests, scripts, the jobs worker) pieces only
 * wait for each other. On globalThis: the jobs runner and the seed may load this module in
 * different chunks.
 */
const QUEUE = Symbol.for('itot.jobs.backgroundWork')
const holder = globalThis as unknown as Record<symbol, Promise<unknown> | undefined>

/** A rest after each piece is at least this long, however short the piece. */
export const MIN_REST_MS = 20
/** A rest is this many times as long as the piece before it. */
export const REST_FACTOR = 2

/** How long to rest after a piece of background work that took `tookMs`, in a process that serves requests. */
export const restAfter = (tookMs: number): number => Math.max(MIN_REST_MS, Math.round(REST_FACTOR * tookMs))

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

/**
 * Runs `work` once the background pieces before it (and their rests) are done; resolves with its
 * result as soon as it is done (the rest delays the next piece, not this caller). A failure is the
 * caller's, and the next piece still runs.
 */
export function asBackgroundWork<T>(work: () => Promise<T>, rests = jobCronsRequested()): Promise<T> {
  let tookMs = 0
  const run = (holder[QUEUE] ?? Promise.resolve()).then(async () => {
    const startedAt = performance.now()
    try {
      return await work()
    } finally {
      tookMs = performance.now() - startedAt
    }
  })
  // The next piece waits for this one and its rest, never for its outcome.
  holder[QUEUE] = run.then(noop, noop).then(() => (rests ? sleep(restAfter(tookMs)) : undefined))
  return run
}

const noop = () => undefined
