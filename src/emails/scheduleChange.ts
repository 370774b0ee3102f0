import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { greeting } from './greeting'
import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'
import type { ScheduleChange, ScheduleChangeSummary } from '../lib/reach/memberEmails/scheduleSnapshot'
import { formatEventRange } from '../lib/shared/format/dates'

/** One change in words: "Time: 10.06.2031, 10:00 – 11:00 → …", "Room: A1 → B7", "Cancelled". */
function describe(change: ScheduleChange, language: Language): string {
  const t = translatorFor(language)
  switch (change.kind) {
    case 'cancelled':
      return t('emails.scheduleChange.cancelled')
    case 'reinstated':
      return t('emails.scheduleChange.reinstated')
    case 'time':
    case 'dates':
      return t(`emails.scheduleChange.${change.kind}`, {
        before: formatEventRange(change.before.start, change.before.end, language),
        after: formatEventRange(change.after.start, change.after.end, language),
      })
    case 'room':
      return t('emails.scheduleChange.room', {
        before: change.before ?? t('emails.scheduleChange.noRoom'),
        after: change.after ?? t('emails.scheduleChange.noRoom'),
      })
  }
}

/** What changed in an event the member saved or in sessions they marked, in one e-mail, in the member's language. */
export const scheduleChangeEmail = (
  options: {
    firstName: string | null
    eventTitle: string
    changes: ScheduleChangeSummary[]
    eventUrl: string
    unsubscribeUrl: string
  },
  language: Language,
): Email => {
  const t = translatorFor(language)
  return renderEmail({
    language,
    subject: t('emails.scheduleChange.subject', { eventTitle: options.eventTitle }),
    heading: t('emails.scheduleChange.heading', { eventTitle: options.eventTitle }),
    paragraphs: [
      t('emails.scheduleChange.greeting', { hello: greeting(language, options.firstName) }),
      ...options.changes.flatMap((summary) => {
        // Alerts queued before the changes were stored without words carry their English lines.
        const changes = (summary.changes?.map((change) => describe(change, language)) ?? summary.lines ?? []).join('; ')
        const title = summary.titles?.[language] || summary.title
        // An item without a change to tell is left out, never "Title: ".
        return changes ? [title ? t('emails.scheduleChange.item', { title, changes }) : changes] : []
      }),
      t('emails.scheduleChange.berlinTime'),
    ],
    action: { label: t('emails.scheduleChange.action'), url: siteLinkIn(language, options.eventUrl) },
    unsubscribe: {
      reason: t('emails.scheduleChange.unsubscribeReason'),
      label: t('emails.scheduleChange.unsubscribe'),
      url: siteLinkIn(language, options.unsubscribeUrl),
    },
  })
}
