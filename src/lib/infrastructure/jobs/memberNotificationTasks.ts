import { sql } from '@payloadcms/db-postgres'
import type { TaskConfig } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { queueWeeklyDigests } from '@/lib/reach/digest/queueWeeklyDigests'
import { deliverMemberNotifications } from '@/lib/reach/memberEmails/deliverMemberNotifications'

import { asBackgroundWork } from './backgroundWork'
import { CONTENT_QUEUE } from './contentTasks'
import { releaseInterruptedJobsOf } from './releaseInterruptedJobs'

/** The jobs queue of reminders and schedule-change alerts. */
export const NOTIFICATIONS_QUEUE = 'notifications'
/** How often the queue runs: every minute (JOBS_CRON, with seconds, lets browser tests go faster). */
export const NOTIFICATIONS_CRON = process.env.JOBS_CRON || '* * * * *'
/** Sent and skipped e-mails are kept this long (the admin sees what went out), then pruned. */
const KEEP_HISTORY = '180 days'
type Counts = { remindersQueued: number; alertsQueued: number; sent: number; skipped: number; failed: number }

const releaseInterruptedJobs = releaseInterruptedJobsOf(NOTIFICATIONS_QUEUE)

/** Every minute: due reminders, finished change windows, and sending (src/lib/reach/memberEmails). */
export const deliverMemberNotificationsTask: TaskConfig<{ input: object; output: Counts }> = {
  slug: 'deliverMemberNotifications',
  label: 'Send reminders and schedule-change alerts',
  // The next scheduled run is a minute away: retrying sooner would only overlap it.
  retries: 0,
  schedule: [{ cron: NOTIFICATIONS_CRON, queue: NOTIFICATIONS_QUEUE, hooks: { beforeSchedule: releaseInterruptedJobs } }],
  handler: async ({ req }) => ({ output: await deliverMemberNotifications(req.payload) }),
}

/**
 * When the weekly digests are queued: every hour on Mondays from 06:00 UTC (DIGEST_CRON, with
 * seconds, lets browser tests go faster). The first run queues them all; the later ones only
 * whoever was missed (a crash) or turned the digest on since, as the week's delivery key allows
 * one digest per member.
 */
export const DIGEST_CRON = process.env.DIGEST_CRON || '0 6-23 * * 1'

/** Mondays: this week's digest for every member who wants one (src/lib/reach/digest); the sending is deliverMemberNotifications'. */
export const queueWeeklyDigestsTask: TaskConfig<{ input: object; output: { queued: number } }> = {
  slug: 'queueWeeklyDigests',
  label: 'Queue the weekly digests',
  retries: 0,
  schedule: [{ cron: DIGEST_CRON, queue: NOTIFICATIONS_QUEUE, hooks: { beforeSchedule: releaseInterruptedJobs } }],
  handler: async ({ req }) => ({ output: { queued: await queueWeeklyDigests(req.payload) } }),
}

/** Hourly: forgets old sent and skipped e-mails, processed change windows and finished jobs (of both queues). */
export const pruneNotificationHistoryTask: TaskConfig<{ input: object; output: object }> = {
  slug: 'pruneNotificationHistory',
  label: 'Prune old reminder and alert history',
  retries: 0,
  schedule: [{ cron: '0 * * * *', queue: NOTIFICATIONS_QUEUE, hooks: { beforeSchedule: releaseInterruptedJobs } }],
  handler: async ({ req }) => {
    const db = belowLocalApi(
      req.payload,
      'prunes old e-mails, change windows and jobs: three DELETEs, not Payload’s row-by-row delete',
    ).drizzle
    const prunes = [
      sql`DELETE FROM email_outbox WHERE status IN ('sent', 'skipped') AND updated_at < now() - ${KEEP_HISTORY}::interval`,
      sql`DELETE FROM schedule_changes WHERE processed_at < now() - ${KEEP_HISTORY}::interval`,
      sql`DELETE FROM payload_jobs WHERE queue IN (${NOTIFICATIONS_QUEUE}, ${CONTENT_QUEUE}) AND (completed_at < now() - interval '1 day' OR (has_error AND updated_at < now() - interval '7 days'))`,
    ]
    // Each DELETE is background work.
    for (const prune of prunes) await asBackgroundWork(() => db.execute(prune))
    return { output: {} }
  },
}
