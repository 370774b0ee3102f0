import type { TaskConfig } from 'payload'

import { recordActivitySnapshot } from '@/lib/engagement/activity/recordActivitySnapshot'
import { activityWeekTotalsAreCurrent, refreshActivityWeekTotals } from '@/lib/engagement/weeklyTrends'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

import { asBackgroundWork } from './backgroundWork'
import { CONTENT_QUEUE } from './contentTasks'
import { releaseInterruptedJobsOf } from './releaseInterruptedJobs'

/**
 * Hourly, five minutes past (Berlin's midnight is a whole hour in UTC): the day's activity
 * snapshot, stored by the first run after the Berlin day ended; the day's later runs find it
 * and store nothing, and a server that was down at midnight catches up at its next run. The
 * run that stores the day also recounts the dashboard's complete weeks (or any run that finds
 * the last complete week missing: the first after a deploy); a recount twice is the same.
 */
export const recordActivitySnapshotTask: TaskConfig<{ input: object; output: { day: string; recorded: boolean; recounted: boolean } }> = {
  slug: 'recordActivitySnapshot',
  label: "Count yesterday's active members",
  retries: 0,
  schedule: [{ cron: '5 * * * *', queue: CONTENT_QUEUE, hooks: { beforeSchedule: releaseInterruptedJobsOf(CONTENT_QUEUE) } }],
  handler: async ({ req }) => {
    const db = belowLocalApi(
      req.payload,
      'recounts the dashboard’s weekly totals in SQL, into a table outside Payload’s collections',
    ).drizzle
    const snapshot = await asBackgroundWork(() => recordActivitySnapshot({ payload: req.payload, user: null }))
    const recounted = snapshot.recorded || !(await activityWeekTotalsAreCurrent(db))
    if (recounted) await asBackgroundWork(() => refreshActivityWeekTotals(db))
    return { output: { ...snapshot, recounted } }
  },
}
