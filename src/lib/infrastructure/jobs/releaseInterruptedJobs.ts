import { sql } from '@payloadcms/db-postgres'
import type { TaskConfig } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

/** A run takes under a minute; one still "processing" after this was cut off by a crash or restart. */
const INTERRUPTED_AFTER = '10 minutes'

type BeforeSchedule = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>

/**
 * Payload schedules a periodic job only while none of its kind is queued or processing. A job
 * whose runner died mid-run stays "processing" for ever and would stop that work for good
 * after one crash, so such a job of `queue` is marked failed (not retried) before Payload decides.
 */
export const releaseInterruptedJobsOf =
  (queue: string): BeforeSchedule =>
  async (args) => {
    await belowLocalApi(args.req.payload, 'marks jobs a crash left processing as failed: one conditional UPDATE of Payload’s job rows')
      .drizzle.execute(sql`
      UPDATE payload_jobs SET processing = false, has_error = true, updated_at = now(),
        error = ${JSON.stringify({ message: 'Interrupted: the runner stopped during the run' })}::jsonb
      WHERE queue = ${queue} AND processing AND completed_at IS NULL AND updated_at < now() - ${INTERRUPTED_AFTER}::interval`)
    return args.defaultBeforeSchedule(args)
  }
