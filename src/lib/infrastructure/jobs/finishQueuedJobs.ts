import type { Payload } from 'payload'

/** A run takes this many jobs; a queue that still has some after this many runs is left to the server's cron. */
const JOBS_PER_RUN = 50
const RUNS = 20

/**
 * Runs the queue's due jobs here and now until none is left, as the server's cron would over the
 * next minutes: for the seed, so that a fresh site (and every test server that copies a seeded
 * one) starts with its share images, document texts and previews done instead of redoing them.
 * Failed jobs are retried up to their task's retries, then left failed.
 */
export async function finishQueuedJobs(payload: Payload, queue: string): Promise<void> {
  for (let run = 0; run < RUNS; run++) {
    const { noJobsRemaining, jobStatus } = await payload.jobs.run({ queue, limit: JOBS_PER_RUN, silent: { info: true } })
    if (noJobsRemaining || Object.keys(jobStatus ?? {}).length === 0) return
  }
}
