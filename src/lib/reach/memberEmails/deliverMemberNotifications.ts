import type { Payload } from 'payload'

import { asBackgroundWork } from '@/lib/infrastructure/jobs/backgroundWork'

import { collectScheduleChanges } from './collectScheduleChanges'
import { queueDueReminders } from './queueDueReminders'
import { sendPendingNotifications } from './sendPendingNotifications'

/**
 * One run of the member-notifications job: write the reminders that are due, turn finished
 * schedule-change windows into alerts, then send what is pending. Every step is safe to run
 * on several instances at once (see each step), and each is background work in pieces
 * (asBackgroundWork), so a burst of reminders never stalls the requests.
 */
export async function deliverMemberNotifications(payload: Payload) {
  const remindersQueued = await queueDueReminders(payload)
  const alertsQueued = await asBackgroundWork(() => collectScheduleChanges(payload))
  const delivery = await sendPendingNotifications(payload)
  const counts = { remindersQueued, alertsQueued, ...delivery }
  if (Object.values(counts).some(Boolean)) payload.logger.info({ msg: 'Member notifications', ...counts })
  return counts
}
