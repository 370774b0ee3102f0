import type { TaskConfig } from 'payload'

import { pruneAuditTrail } from '@/lib/admin/audit/pruneAuditTrail'

import { asBackgroundWork } from './backgroundWork'
import { NOTIFICATIONS_QUEUE } from './memberNotificationTasks'
import { releaseInterruptedJobsOf } from './releaseInterruptedJobs'

/** Daily, at night: audit entries older than AUDIT_RETENTION_DAYS go (src/lib/admin/audit/pruneAuditTrail.ts). */
export const pruneAuditTrailTask: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: 'pruneAuditTrail',
  label: 'Prune audit entries past their retention',
  // The next day's run catches up.
  retries: 0,
  schedule: [{ cron: '17 3 * * *', queue: NOTIFICATIONS_QUEUE, hooks: { beforeSchedule: releaseInterruptedJobsOf(NOTIFICATIONS_QUEUE) } }],
  handler: async ({ req }) => ({ output: { deleted: await asBackgroundWork(() => pruneAuditTrail(req.payload)) } }),
}
