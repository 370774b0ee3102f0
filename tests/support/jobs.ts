import crypto from 'node:crypto'
import { getPayload, type Payload } from 'payload'
import type pg from 'pg'

import config from '@payload-config'

import { closePayload } from '../../scripts/database/closePayload'
import { NOTIFICATIONS_QUEUE } from '../../src/lib/infrastructure/jobs/memberNotificationTasks'

/**
 * The member-notifications job through Payload's jobs queue, as the server's cron runs it: queue
 * the task, let this runner pick up what is queued, and run again while e-mails are still pending
 * and the last run sent some (a run stops after its time budget, and the next cron run goes on).
 * A file's mail is then never held back by what earlier files in its process left pending: 316
 * notices before a contact request kept it past one run's 45 seconds.
 */
export async function runNotificationJob(payload: Payload) {
  await untilNoneLeft(
    async () => {
      await payload.jobs.queue({ task: 'deliverMemberNotifications', input: {}, queue: NOTIFICATIONS_QUEUE })
      await payload.jobs.run({ queue: NOTIFICATIONS_QUEUE })
    },
    () => countOf(payload, "SELECT count(*) AS n FROM email_outbox WHERE status = 'pending'"),
    10,
  )
}

/**
 * Every queued job of one task, run until none is left (at most `limit` a run, as the server's
 * cron takes them): a test waits for its own job whatever earlier files in its process queued.
 */
export async function runQueuedTask(payload: Payload, taskSlug: string, limit = 50) {
  await untilNoneLeft(
    () => payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: taskSlug } }, limit }),
    () =>
      countOf(payload, 'SELECT count(*) AS n FROM payload_jobs WHERE task_slug = $1 AND completed_at IS NULL AND has_error = false', [
        taskSlug,
      ]),
    20,
  )
}

/** Runs `once` until `left()` is 0 or stops falling, at most `runs` times, as repeated cron runs would. */
async function untilNoneLeft(once: () => Promise<unknown>, left: () => Promise<number>, runs: number) {
  let before = Infinity
  for (let run = 0; run < runs; run++) {
    await once()
    const now = await left()
    if (now === 0 || now >= before) return
    before = now
  }
}

/** One count in SQL, through Payload's own pool. */
const countOf = async (payload: Payload, text: string, values: unknown[] = []) =>
  Number((await (payload.db as unknown as { pool: pg.Pool }).pool.query<{ n: string }>(text, values)).rows[0]!.n)

/**
 * Another job runner: a second Payload instance with its own database pool, as another app
 * instance or a restarted server would be.
 */
export async function startRunner(name: string): Promise<{ payload: Payload; stop: () => Promise<void> }> {
  // A key of its own each time: Payload caches instances by key, a closed one too, and files
  // that share a process (vitest.config.ts) may start runners of the same name.
  const payload = await getPayload({ config, key: `runner-${name}-${crypto.randomUUID()}` })
  return { payload, stop: () => closePayload(payload) }
}
