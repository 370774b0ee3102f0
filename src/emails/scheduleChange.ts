import { type Email, renderEmail } from './layout'
import type { ScheduleChangeSummary } from '../lib/notifications/scheduleSnapshot'

/** What changed in an event the member saved or in sessions they marked, in one e-mail. */
export const scheduleChangeEmail = (options: {
  firstName: string
  eventTitle: string
  changes: ScheduleChangeSummary[]
  eventUrl: string
  unsubscribeUrl: string
}): Email =>
  renderEmail({
    subject: `Schedule change: ${options.eventTitle}`,
    heading: `${options.eventTitle} has changed`,
    paragraphs: [
      `Hello ${options.firstName}, the schedule changed for something you saved or marked:`,
      ...options.changes.map((change) => `${change.title}: ${change.lines.join('; ')}`),
      'Times are Berlin time. Your calendar subscription shows the new schedule at its next update.',
    ],
    action: { label: 'View the agenda', url: options.eventUrl },
    unsubscribe: {
      reason: 'You get these e-mails when an event you saved or a session you marked changes.',
      label: 'Turn off schedule-change e-mails',
      url: options.unsubscribeUrl,
    },
  })
