import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { DocumentViewServerProps } from 'payload'

import { EVENT_AGENDA_LIMIT, EVENT_TREND_WEEKS, eventEngagement, type NotificationKind } from '@/lib/engagement/eventEngagement'
import { formatGermanDateTime } from '@/lib/format/dates'
import { parseRowId } from '@/lib/ids/rowId'
import type { Event } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { TrendCard } from '../trends/TrendCard'
import './eventEngagement.scss'

const block = 'event-engagement'
const number = new Intl.NumberFormat('en-US')
const KIND_LABELS: Record<NotificationKind, string> = {
  'event-reminder': 'Event reminders',
  'agenda-item-reminder': 'Agenda item reminders',
  'schedule-change': 'Schedule-change alerts',
}

/**
 * An event's Engagement tab (/admin/collections/events/:id/engagement): its saved dates,
 * agenda marks and the reminders sent about it, with the saved dates and marks per week before
 * it and each agenda item's marks. Admins only, like every custom view: checked here.
 */
export async function EventEngagementView({ initPageResult, doc, routeSegments }: DocumentViewServerProps) {
  const { req } = initPageResult
  const eventId = parseRowId((doc as Partial<Event> | undefined)?.id ?? routeSegments[2])
  if (!hasAdminRole(req.user) || !eventId) redirect('/auth?from=/admin/collections/events')
  const event = (await req.payload.findByID({ collection: 'events', id: eventId, depth: 0, disableErrors: true })) as Event | null
  if (!event) redirect('/admin/collections/events')
  const figures = await eventEngagement(req.payload.db.drizzle, { id: event.id, date: event.date })
  const remindersSent = Object.values(figures.reminders).reduce((sum, counts) => sum + counts.sent, 0)
  const span = figures.lastWeekInProgress ? `the ${EVENT_TREND_WEEKS} weeks up to today` : `the ${EVENT_TREND_WEEKS} weeks up to the event`

  return (
    <Gutter className={block}>
      <header>
        <h2 className={`${block}__title`}>Engagement</h2>
        <p className={`${block}__muted`}>
          {event.title} · {formatGermanDateTime(event.date)}
        </p>
      </header>
      <dl className={`${block}__figures`}>
        <Figure label="Saved dates" value={figures.savedDates} />
        <Figure
          label="Agenda marks"
          value={figures.agendaMarks}
          detail={`by ${number.format(figures.membersMarking)} ${figures.membersMarking === 1 ? 'member' : 'members'}`}
        />
        <Figure label="Reminders sent" value={remindersSent} detail="e-mails about this event" />
      </dl>
      <p className={`${block}__muted`}>Week by week over {span} (Monday to Sunday, Berlin time).</p>
      <ul className="weekly-trends">
        <li>
          <TrendCard
            id="event-trend-saved-dates"
            title="Saved dates"
            valueLabel="Dates saved"
            trend={{ weeks: figures.weeks.savedDates, change: figures.changes.savedDates }}
            fileName={`event-${event.id}-saved-dates-by-week`}
            lastInProgress={figures.lastWeekInProgress}
          />
        </li>
        <li>
          <TrendCard
            id="event-trend-agenda-marks"
            title="Agenda marks"
            valueLabel="Agenda items marked"
            trend={{ weeks: figures.weeks.agendaMarks, change: figures.changes.agendaMarks }}
            fileName={`event-${event.id}-agenda-marks-by-week`}
            lastInProgress={figures.lastWeekInProgress}
          />
        </li>
      </ul>
      <section aria-labelledby="event-reminders" className={`${block}__section`}>
        <h3 id="event-reminders" className={`${block}__section-title`}>
          Reminders and alerts
        </h3>
        <div className={`${block}__scroll`}>
          <table className={`${block}__table`}>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Sent</th>
                <th scope="col">To send</th>
                <th scope="col">Failed</th>
              </tr>
            </thead>
            <tbody>
              {(Object.keys(KIND_LABELS) as NotificationKind[]).map((kind) => (
                <tr key={kind}>
                  <th scope="row">{KIND_LABELS[kind]}</th>
                  <td>{number.format(figures.reminders[kind].sent)}</td>
                  <td>{number.format(figures.reminders[kind].pending)}</td>
                  <td>{number.format(figures.reminders[kind].failed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="event-agenda" className={`${block}__section`}>
        <h3 id="event-agenda" className={`${block}__section-title`}>
          Agenda items
        </h3>
        {figures.agendaItems.length === 0 ? (
          <p className={`${block}__muted`}>This event has no agenda items.</p>
        ) : (
          <div className={`${block}__scroll`}>
            <table className={`${block}__table`}>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Starts</th>
                  <th scope="col">Marks</th>
                  <th scope="col">Reminders sent</th>
                </tr>
              </thead>
              <tbody>
                {figures.agendaItems.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">{item.title}</th>
                    <td>{formatGermanDateTime(item.startTime)}</td>
                    <td>{number.format(item.marks)}</td>
                    <td>{number.format(item.remindersSent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {figures.agendaItemCount > figures.agendaItems.length ? (
          <p className={`${block}__muted`}>
            The first {EVENT_AGENDA_LIMIT} of {number.format(figures.agendaItemCount)} agenda items, by start time.
          </p>
        ) : null}
      </section>
    </Gutter>
  )
}

function Figure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className={`${block}__figure`}>
      <dt>{label}</dt>
      <dd>
        <span className={`${block}__value`}>{number.format(value)}</span>
        {detail ? <span className={`${block}__muted`}> {detail}</span> : null}
      </dd>
    </div>
  )
}
