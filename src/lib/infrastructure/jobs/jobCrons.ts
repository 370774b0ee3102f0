import type { JobsConfig, Payload } from 'payload'

import { isDraining } from '@/lib/infrastructure/operations/draining'

import { CONTENT_CRON, CONTENT_QUEUE } from './contentTasks'
import { jobCronsRequested } from './cronRequest'
import { NOTIFICATIONS_CRON, NOTIFICATIONS_QUEUE } from './memberNotificationTasks'

type AutorunCron = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

/**
 * Payload's jobs.autoRun. Payload starts these crons in any process that calls
 * getPayload({ cron: true }), which its admin and REST handlers do, tests and scripts
 * included; so they are empty unless the server's start-up asked for them (and
 * JOBS_AUTORUN=false turns that off, for a dedicated `payload jobs:run` worker). Payload's
 * "Running 1 jobs" line every minute is left out; errors and sent e-mails are logged.
 */
/** The queues and how many jobs a run takes from each: the server's crons and the jobs worker (scripts/server/jobsWorker.ts) alike. */
export const JOB_QUEUES = [
  { cron: NOTIFICATIONS_CRON, queue: NOTIFICATIONS_QUEUE, limit: 10 },
  { cron: CONTENT_CRON, queue: CONTENT_QUEUE, limit: 20 },
] as const

/** How often a queue whose schedules are all due on a minute or longer checks them. */
const SCHEDULES_CRON = '* * * * *'

/** A cron with a seconds field (six fields, as croner reads them): it runs more often than once a minute. */
const runsWithinAMinute = (cron: string) => cron.trim().split(/\s+/).length === 6

type Scheduled = { schedule?: { cron: string; queue: string }[] }

/** Whether a task's schedule on `queue` may be due more often than once a minute (JOBS_CRON or DIGEST_CRON with seconds). */
export const schedulesWithinAMinute = (tasks: Scheduled[], queue: string) =>
  tasks.some((task) => task.schedule?.some((schedule) => schedule.queue === queue && runsWithinAMinute(schedule.cron)))

/**
 * A queue's crons. On each tick Payload checks every schedule of the queue (the jobs-stats global
 * read and written, a count and our release per scheduled task): at a cron of seconds (JOBS_CRON
 * in tests, or an operator's faster queue) an idle server spent about a second of CPU a minute on
 * it. Unless one of its schedules is due within a minute, such a queue runs at its cron without
 * the check, and once a minute with it.
 */
export const autoRunOf = (
  { cron, queue, limit }: { cron: string; queue: string; limit: number },
  checkSchedulesEveryRun: boolean,
): AutorunCron[] => {
  const run = { cron, queue, limit, silent: { info: true } }
  if (checkSchedulesEveryRun || !runsWithinAMinute(cron)) return [run]
  return [
    { ...run, disableScheduling: true },
    { ...run, cron: SCHEDULES_CRON },
  ]
}

export const jobAutoRun = (payload: Payload): AutorunCron[] =>
  jobCronsRequested()
    ? JOB_QUEUES.flatMap((queue) => autoRunOf(queue, schedulesWithinAMinute(payload.config.jobs.tasks ?? [], queue.queue)))
    : []

/** Payload's jobs.shouldAutoRun: a stopping server starts no new run (the one in progress finishes, jobRunsInProgress.ts). */
export const jobRunsWhileServing = () => !isDraining()
