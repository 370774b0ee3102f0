import { type Email, renderEmail } from './layout'
import { formatGermanRange } from '../lib/format/dates'

/** 24 hours before an event the member saved (the save-date toast's promise). */
export const eventReminderEmail = (options: {
  firstName: string
  title: string
  start: string
  end: string | null
  location: string
  eventUrl: string
  calendarUrl: string
  unsubscribeUrl: string
}): Email =>
  renderEmail({
    subject: `Reminder: ${options.title} starts ${formatGermanRange(options.start, options.end)} (Berlin time)`,
    heading: `${options.title} is coming up`,
    paragraphs: [
      `Hello ${options.firstName}, you saved this event's date, so here is your reminder.`,
      `When: ${formatGermanRange(options.start, options.end)} (Berlin time)`,
      `Where: ${options.location}`,
      `Add it to your calendar: ${options.calendarUrl}`,
    ],
    action: { label: 'View the event', url: options.eventUrl },
    unsubscribe: {
      reason: 'You get reminders for events you saved and sessions in My Agenda.',
      label: 'Turn off reminder e-mails',
      url: options.unsubscribeUrl,
    },
  })
