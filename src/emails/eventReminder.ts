import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { greeting } from './greeting'
import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'
import { formatEventRange } from '../lib/shared/format/dates'

/** 24 hours before an event the member saved (the save-date toast's promise), in the member's language. */
export const eventReminderEmail = (
  options: {
    firstName: string | null
    title: string
    start: string
    end: string | null
    location: string
    eventUrl: string
    calendarUrl: string
    unsubscribeUrl: string
  },
  language: Language,
): Email => {
  const t = translatorFor(language)
  const when = formatEventRange(options.start, options.end, language)
  return renderEmail({
    language,
    subject: t('emails.eventReminder.subject', { title: options.title, when }),
    heading: t('emails.eventReminder.heading', { title: options.title }),
    paragraphs: [
      t('emails.eventReminder.greeting', { hello: greeting(language, options.firstName) }),
      t('emails.eventReminder.when', { when }),
      t('emails.eventReminder.where', { location: options.location }),
      t('emails.eventReminder.addToCalendar', { url: siteLinkIn(language, options.calendarUrl) }),
    ],
    action: { label: t('emails.eventReminder.action'), url: siteLinkIn(language, options.eventUrl) },
    unsubscribe: {
      reason: t('emails.reminders.unsubscribeReason'),
      label: t('emails.reminders.unsubscribe'),
      url: siteLinkIn(language, options.unsubscribeUrl),
    },
  })
}
