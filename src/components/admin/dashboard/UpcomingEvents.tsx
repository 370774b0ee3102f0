import type { UpcomingEvent } from '@/lib/engagement/eventEngagement'
import { formatGermanDateTime } from '@/lib/format/dates'

import { baseClass } from './baseClass'

const number = new Intl.NumberFormat('en-US')

/** The next events with their saved dates and agenda marks, each linking to its Engagement tab. */
export function UpcomingEvents({ events, adminRoute }: { events: UpcomingEvent[]; adminRoute: string }) {
  return (
    <section aria-labelledby="upcoming-events" className={`${baseClass}__panel`}>
      <h2 id="upcoming-events" className={`${baseClass}__section-title`}>
        Next events
      </h2>
      <p className={`${baseClass}__section-text`}>
        Each event&apos;s Engagement tab shows its saved dates and agenda marks week by week, and the reminders sent.
      </p>
      {events.length === 0 ? (
        <p className={`${baseClass}__empty`}>No upcoming events.</p>
      ) : (
        <ul className={`${baseClass}__events`}>
          {events.map((event) => (
            <li key={event.id} className={`${baseClass}__event`}>
              <a href={`${adminRoute}/collections/events/${event.id}/engagement`}>{event.title}</a>
              <span className={`${baseClass}__item-meta`}>
                {formatGermanDateTime(event.date)} · {number.format(event.savedDates)} saved {event.savedDates === 1 ? 'date' : 'dates'} ·{' '}
                {number.format(event.agendaMarks)} agenda {event.agendaMarks === 1 ? 'mark' : 'marks'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
