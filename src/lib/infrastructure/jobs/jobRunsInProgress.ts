import { jobCronsRequested } from './cronRequest'

/**
 * Whether this process's jobs queue is in the middle of a run: a stop (scripts/server/gracefulStop.ts)
 * waits for it, so a job is not cut off half-done. Payload runs the queue from its crons (croner,
 * with `protect`, so a cron is busy for the whole run); the Payload instance that owns them tells
 * this module at its start (payload.config.ts's onInit). Kept on globalThis: the custom server
 * and Next.js's bundles each load their own copy of this module.
 */
const RUNNERS = Symbol.for('itot-community.jobRunners')
type Runner = { crons: { isBusy(): boolean }[] }
type WithRunners = typeof globalThis & { [RUNNERS]?: Set<Runner> }

/**
 * Called for every Payload instance at its start; its crons are read when asked. Only in a
 * process that runs the queue (the server): elsewhere (tests, scripts) nothing is kept.
 */
export const reportJobRuns = (payload: Runner) => {
  if (jobCronsRequested()) ((globalThis as WithRunners)[RUNNERS] ??= new Set()).add(payload)
}

export const jobRunInProgress = (): boolean =>
  [...((globalThis as WithRunners)[RUNNERS] ?? [])].some((payload) => payload.crons.some((cron) => cron.isBusy()))
