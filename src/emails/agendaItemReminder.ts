import { type Email, renderEmail } from './layout'
import { formatGermanRange } from '../lib/format/dates'

/** 30 minutes before a session in the member's My Agenda, when they opted in on /profile. */
export const agendaItemReminderEmail = (options: {
  firstName: string
  title: string
  eventTitle: string
  start: string
  end: string
  room: string | null
  speakerName: string | null
  eventUrl: string
  unsubscribeUrl: string
}): Email =>
  renderEmail({
    subject: `Starting soon: ${options.title} at ${formatGermanRange(options.start, options.end)} (Berlin time)`,
    heading: `${options.title} starts soon`,
    paragraphs: [
      `Hello ${options.firstName}, this session of ${options.eventTitle} is in your agenda.`,
      `When: ${formatGermanRange(options.start, options.end)} (Berlin time)`,
      ...(options.room ? [`Room: ${options.room}`] : []),
      ...(options.speakerName ? [`Speaker: ${options.speakerName}`] : []),
    ],
    action: { label: 'Open the agenda', url: options.eventUrl },
    unsubscribe: {
      reason: 'You get reminders for events you saved and sessions in My Agenda.',
      label: 'Turn off reminder e-mails',
      url: options.unsubscribeUrl,
    },
  })
