/**
 * Whether this process should run the jobs queue's crons: set at server start-up
 * (src/instrumentation.ts), read by Payload's jobs.autoRun (jobCrons.ts). A process-wide
 * symbol, since the start-up hook and the app are bundled separately. Imports nothing, so
 * the start-up bundle carries no copy of Payload.
 */
const CRONS_REQUESTED = Symbol.for('itot-community.jobCronsRequested')
type Flagged = typeof globalThis & { [CRONS_REQUESTED]?: boolean }

export const requestJobCrons = () => {
  ;(globalThis as Flagged)[CRONS_REQUESTED] = true
}

export const jobCronsRequested = () => (globalThis as Flagged)[CRONS_REQUESTED] === true
