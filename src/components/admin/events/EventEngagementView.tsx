import { Gutter } from '@payloadcms/ui'
import type { DocumentViewServerProps } from 'payload'

import { type AdminKey, adminLanguage, adminTranslator } from '@/i18n/admin/adminTranslator'
import { EVENT_AGENDA_LIMIT, EVENT_TREND_WEEKS, eventEngagement, type NotificationKind } from '@/lib/engagement/eventEngagement'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { formatEventDateTime, formatNumber } from '@/lib/shared/format/dates'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import type { Event } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { TrendCard } from '../trends/TrendCard'
import './eventEngagement.scss'

const block = 'event-engagement'
const KIND_LABELS: Record<NotificationKind, AdminKey> = {
  'event-reminder': 'custom:engagement:eventReminders',
  'agenda-item-reminder': 'custom:engagement:agendaItemReminders',
  'schedule-change': 'custom:engagement:scheduleChangeAlerts',
}

/**
 * An event's Engagement tab (/admin/collections/events/:id/engagement): its saved dates,
 * agenda marks and the reminders sent about it, with the saved dates and marks per week before
 * it and each agenda item's marks. Admins only, like every custom view: checked here.
 */
export async function EventEngagementView({ initPageResult, doc, routeSegments }: DocumentViewServerProps) {
  const { req } = initPageResult
  const t = adminTranslator(req.i18n)
  const language = adminLanguage(req.i18n)
  const number = (value: number) => formatNumber(value, language)
  const eventId = parseRowId((doc as Partial<Event> | undefined)?.id ?? routeSegments[2])
  if (!hasAdminRole(req.user) || !eventId) redirectInSite('/auth?from=/admin/collections/events')
  const event = (await req.payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    disableErrors: true,
    locale: language,
  })) as Event | null
  if (!event) redirectInSite('/admin/collections/events')
  const figures = await eventEngagement(
    belowLocalApi(req.payload, 'the event’s counts per week, reminder kind and agenda item in SQL, not from pages of rows').drizzle,
    { id: event.id, date: event.date },
    { language },
  )
  const remindersSent = Object.values(figures.reminders).reduce((sum, counts) => sum + counts.sent, 0)

  return (
    <Gutter className={block}>
      <header>
        <h2 className={`${block}__title`}>{t('custom:engagement:title')}</h2>
        <p className={`${block}__muted`}>
          {event.title} · {formatEventDateTime(event.date, language)}
        </p>
      </header>
      <dl className={`${block}__figures`}>
        <Figure label={t('custom:engagement:savedDates')} value={number(figures.savedDates)} />
        <Figure
          label={t('custom:engagement:agendaMarks')}
          value={number(figures.agendaMarks)}
          detail={t('custom:engagement:byMembers', { count: figures.membersMarking, n: number(figures.membersMarking) })}
        />
        <Figure label={t('custom:engagement:remindersSent')} value={number(remindersSent)} detail={t('custom:engagement:aboutThisEvent')} />
      </dl>
      <p className={`${block}__muted`}>
        {t(figures.lastWeekInProgress ? 'custom:engagement:weekByWeekToday' : 'custom:engagement:weekByWeekEvent', {
          weeks: EVENT_TREND_WEEKS,
        })}
      </p>
      <ul className="weekly-trends">
        <li>
          <TrendCard
            id="event-trend-saved-dates"
            title={t('custom:engagement:savedDates')}
            valueLabel={t('custom:engagement:savedDatesValue')}
            trend={{ weeks: figures.weeks.savedDates, change: figures.changes.savedDates }}
            fileName={`event-${event.id}-saved-dates-by-week`}
            lastInProgress={figures.lastWeekInProgress}
            t={t}
            language={language}
          />
        </li>
        <li>
          <TrendCard
            id="event-trend-agenda-marks"
            title={t('custom:engagement:agendaMarks')}
            valueLabel={t('custom:engagement:agendaMarksValue')}
            trend={{ weeks: figures.weeks.agendaMarks, change: figures.changes.agendaMarks }}
            fileName={`event-${event.id}-agenda-marks-by-week`}
            lastInProgress={figures.lastWeekInProgress}
            t={t}
            language={language}
          />
        </li>
      </ul>
      <section aria-labelledby="event-reminders" className={`${block}__section`}>
        <h3 id="event-reminders" className={`${block}__section-title`}>
          {t('custom:engagement:reminders')}
        </h3>
        <div className={`${block}__scroll`}>
          <table className={`${block}__table`}>
            <thead>
              <tr>
                <th scope="col">{t('custom:engagement:email')}</th>
                <th scope="col">{t('custom:engagement:sent')}</th>
                <th scope="col">{t('custom:engagement:toSend')}</th>
                <th scope="col">{t('custom:engagement:failed')}</th>
              </tr>
            </thead>
            <tbody>
              {(Object.keys(KIND_LABELS) as NotificationKind[]).map((kind) => (
                <tr key={kind}>
                  <th scope="row">{t(KIND_LABELS[kind])}</th>
                  <td>{number(figures.reminders[kind].sent)}</td>
                  <td>{number(figures.reminders[kind].pending)}</td>
                  <td>{number(figures.reminders[kind].failed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="event-agenda" className={`${block}__section`}>
        <h3 id="event-agenda" className={`${block}__section-title`}>
          {t('custom:engagement:agendaItems')}
        </h3>
        {figures.agendaItems.length === 0 ? (
          <p className={`${block}__muted`}>{t('custom:engagement:noAgendaItems')}</p>
        ) : (
          <div className={`${block}__scroll`}>
            <table className={`${block}__table`}>
              <thead>
                <tr>
                  <th scope="col">{t('custom:engagement:item')}</th>
                  <th scope="col">{t('custom:engagement:starts')}</th>
                  <th scope="col">{t('custom:engagement:marks')}</th>
                  <th scope="col">{t('custom:engagement:remindersSent')}</th>
                </tr>
              </thead>
              <tbody>
                {figures.agendaItems.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">{item.title}</th>
                    <td>{formatEventDateTime(item.startTime, language)}</td>
                    <td>{number(item.marks)}</td>
                    <td>{number(item.remindersSent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {figures.agendaItemCount > figures.agendaItems.length ? (
          <p className={`${block}__muted`}>
            {t('custom:engagement:firstAgendaItems', { limit: EVENT_AGENDA_LIMIT, n: number(figures.agendaItemCount) })}
          </p>
        ) : null}
      </section>
    </Gutter>
  )
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={`${block}__figure`}>
      <dt>{label}</dt>
      <dd>
        <span className={`${block}__value`}>{value}</span>
        {detail ? <span className={`${block}__muted`}> {detail}</span> : null}
      </dd>
    </div>
  )
}
