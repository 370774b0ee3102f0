import type { AdminT } from '@/i18n/admin/adminTranslator'
import type { Language } from '@/i18n/languages'
import type { UpcomingEvent } from '@/lib/engagement/eventEngagement'
import { formatEventDateTime, formatNumber } from '@/lib/shared/format/dates'

import { baseClass } from './baseClass'

type Props = { events: UpcomingEvent[]; adminRoute: string; t: AdminT; language: Language }

/** The next events with their saved dates and agenda marks, each linking to its Engagement tab. */
export function UpcomingEvents({ events, adminRoute, t, language }: Props) {
  return (
    <section aria-labelledby="upcoming-events" className={`${baseClass}__panel`}>
      <h2 id="upcoming-events" className={`${baseClass}__section-title`}>
        {t('custom:dashboard:nextEvents')}
      </h2>
      <p className={`${baseClass}__section-text`}>{t('custom:dashboard:nextEventsText')}</p>
      {events.length === 0 ? (
        <p className={`${baseClass}__empty`}>{t('custom:dashboard:noUpcomingEvents')}</p>
      ) : (
        <ul className={`${baseClass}__events`}>
          {events.map((event) => (
            <li key={event.id} className={`${baseClass}__event`}>
              <a href={`${adminRoute}/collections/events/${event.id}/engagement`}>{event.title}</a>
              <span className={`${baseClass}__item-meta`}>
                {[
                  formatEventDateTime(event.date, language),
                  t('custom:dashboard:savedDates', { count: event.savedDates, n: formatNumber(event.savedDates, language) }),
                  t('custom:dashboard:agendaMarks', { count: event.agendaMarks, n: formatNumber(event.agendaMarks, language) }),
                ].join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
