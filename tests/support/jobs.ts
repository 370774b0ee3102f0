import crypto from 'node:crypto'
import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

import { closePayload } from '../../scripts/database/closePayload'
import { NOTIFICATIONS_QUEUE } from '../../src/lib/infrastructure/jobs/memberNotificationTasks'

/**
 * One run of the reminders job through Payload's jobs queue, as the server's cron does it:
 * queue the task, then let this runner pick up what is queued.
 */
export async function runNotificationJob(payload: Payload) {
  await payload.jobs.queue({ task: 'deliverMemberNotifications', input: {}, queue: NOTIFICATIONS_QUEUE })
  return payload.jobs.run({ queue: NOTIFICATIONS_QUEUE })
}

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
