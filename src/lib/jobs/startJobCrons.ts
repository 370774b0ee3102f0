import config from '@payload-config'
import { getPayload } from 'payload'

import { requestJobCrons } from './jobCrons'

/**
 * Starts the jobs queue's crons in this server process (reminders and schedule-change alerts
 * every minute). Called once when the server starts (src/instrumentation.ts), so nothing
 * waits for a first admin or API request.
 */
export async function startJobCrons() {
  requestJobCrons()
  await getPayload({ config, cron: true })
}
