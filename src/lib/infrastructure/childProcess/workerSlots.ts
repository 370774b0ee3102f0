import { memoryLimitBytes, workersUnder } from '@/lib/infrastructure/operations/memoryLimit'
import {
  isRefusal,
  type Place,
  type PlaceRefusal,
  placeLimit,
  positiveSetting,
  type WhenBusy,
} from '@/lib/infrastructure/operations/placeLimit'

/**
 * One limit for all child-process work of a server process (issue 43, item 4): labelling
 * downloads, drawing previews and reading files' text each start a `node` worker of up to 256 MB
 * and 30 s, so at most CHILD_PROCESS_WORKERS of them run at once, and at most CHILD_PROCESS_QUEUE
 * more wait for a place. Work asked for by a request beyond that is refused at once with a time
 * to come back (the routes answer 503 with Retry-After); the jobs queue's work waits instead
 * (its runner bounds how many jobs run at once), so a busy server delays a preview, never loses it.
 */

export { isRefusal, type WhenBusy }
export type WorkerSlot = Place
export type WorkerSlotRefusal = PlaceRefusal

/**
 * 2 cores: two workers keep one core for the server itself and the database. Under a memory
 * limit, one per GiB of it (each may hold 512 MB: ../operations/memoryLimit.ts).
 */
export const DEFAULT_WORKERS = 2
/** Eight waiting, at about a second each, is a few seconds' wait at worst on a healthy server. */
export const DEFAULT_QUEUE = 8

/** The limits in force, read at each use so a test or an operator's restart sees the current values. */
export const workerLimits = () => ({
  workers: positiveSetting(process.env.CHILD_PROCESS_WORKERS, workersUnder(memoryLimitBytes(), DEFAULT_WORKERS)),
  queue: positiveSetting(process.env.CHILD_PROCESS_QUEUE, DEFAULT_QUEUE, { zero: true }),
})

const workerPool = placeLimit(
  'childProcess.workerPool',
  () => {
    const { workers, queue } = workerLimits()
    return { places: workers, queue }
  },
  2000,
)

/**
 * A place to run one worker: at once when one is free, after the work ahead when the queue has
 * room (or the caller waits), otherwise a refusal. The slot must be released exactly once.
 */
export const takeWorkerSlot = (whenBusy: WhenBusy): Promise<WorkerSlot | WorkerSlotRefusal> => workerPool.take(whenBusy)

/** How many run and wait now, and the most that ran at once since `reset` (for tests and benchmarks). */
export const workerPoolState = workerPool.state
