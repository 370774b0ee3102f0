import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { greeting } from './greeting'
import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'
import { formatEventRange } from '../lib/shared/format/dates'

/** 30 minutes before a session in the member's My Agenda, when they opted in on /profile/notifications; in the member's language. */
export const agendaItemReminderEmail = (
  options: {
    firstName: string | null
    title: string
    eventTitle: string
    start: string
    end: string
    room: string | null
    speakerName: string | null
    eventUrl: string
    unsubscribeUrl: string
  },
  language: Language,
): Email => {
  const t = translatorFor(language)
  const when = formatEventRange(options.start, options.end, language)
  return renderEmail({
    language,
    subject: t('emails.agendaItemReminder.subject', { title: options.title, when }),
    heading: t('emails.agendaItemReminder.heading', { title: options.title }),
    paragraphs: [
      t('emails.agendaItemReminder.greeting', { hello: greeting(language, options.firstName), eventTitle: options.eventTitle }),
      t('emails.agendaItemReminder.when', { when }),
      // A room or speaker left blank gets no line.
      ...(options.room?.trim() ? [t('emails.agendaItemReminder.room', { room: options.room.trim() })] : []),
      ...(options.speakerName?.trim() ? [t('emails.agendaItemReminder.speaker', { speaker: options.speakerName.trim() })] : []),
    ],
    action: { label: t('emails.agendaItemReminder.action'), url: siteLinkIn(language, options.eventUrl) },
    unsubscribe: {
      reason: t('emails.reminders.unsubscribeReason'),
      label: t('emails.reminders.unsubscribe'),
      url: siteLinkIn(language, options.unsubscribeUrl),
    },
  })
}
