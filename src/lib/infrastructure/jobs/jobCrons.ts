import type { JobsConfig } from 'payload'

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

export const jobAutoRun = (): AutorunCron[] =>
  jobCronsRequested() ? JOB_QUEUES.map((queue) => ({ ...queue, silent: { info: true } })) : []

/** Payload's jobs.shouldAutoRun: a stopping server starts no new run (the one in progress finishes, jobRunsInProgress.ts). */
export const jobRunsWhileServing = () => !isDraining()
