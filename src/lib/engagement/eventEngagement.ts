import { sql } from '@payloadcms/db-postgres'

import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { localizedColumn } from '@/lib/content/localizedSql'
import { NOTIFICATION_KINDS } from '@/lib/shared/enums'

import { periodChange, type PeriodChange } from './periodChange'
import { isoTimestamp, type SqlExecutor } from './sqlExecutor'
import { weeksUpTo, type WeekFigure } from './weeklyTrends'

/** Weeks in an event's chart: the 12 up to its start (or up to today, while it is ahead). */
export const EVENT_TREND_WEEKS = 12
/** Agenda items listed with their marks; a longer agenda says how many more it has. */
export const EVENT_AGENDA_LIMIT = 100

/** The outbox's e-mails about an event (notices e-mailed at once are about other things). */
const EVENT_EMAIL_KINDS = [
  'event-reminder',
  'agenda-item-reminder',
  'schedule-change',
] as const satisfies readonly (typeof NOTIFICATION_KINDS)[number][]
export type NotificationKind = (typeof EVENT_EMAIL_KINDS)[number]

export type EventAgendaItem = { id: number; title: string; startTime: string; marks: number; remindersSent: number }

export type EventEngagement = {
  savedDates: number
  agendaMarks: number
  /** Members who marked at least one of its agenda items. */
  membersMarking: number
  /** Reminder and schedule-change e-mails about the event, sent and still to send, by kind. */
  reminders: Record<NotificationKind, { sent: number; pending: number; failed: number }>
  weeks: { savedDates: WeekFigure[]; agendaMarks: WeekFigure[] }
  /** The last four complete weeks against the four before (the last week, cut by today or the event's start, left out). */
  changes: { savedDates: PeriodChange; agendaMarks: PeriodChange }
  /** The chart's last week is still in progress (the event is ahead). */
  lastWeekInProgress: boolean
  agendaItems: EventAgendaItem[]
  agendaItemCount: number
}

/**
 * One event's engagement for its Engagement tab: saved dates, agenda marks and the reminders
 * sent about it, with the saved dates and marks per week before it. Four queries, each bounded
 * by the event (its rows through the event and agenda-item indexes) and the agenda list by
 * EVENT_AGENDA_LIMIT, whatever the size of the community.
 */
export async function eventEngagement(
  db: SqlExecutor,
  event: { id: number; date: string },
  { now = new Date(), language = DEFAULT_LANGUAGE }: { now?: Date; language?: Language } = {},
): Promise<EventEngagement> {
  const until = new Date(Math.min(now.getTime(), new Date(event.date).getTime()))
  const at = until.toISOString()
  const [totals, reminders, weeks, items] = await Promise.all([
    db.execute(sql`
      SELECT (SELECT count(*) FROM saved_event_dates WHERE event_id = ${event.id})::int AS saved_dates,
             count(ai.id)::int AS agenda_marks, count(DISTINCT ai.user_id)::int AS members_marking
      FROM agenda_items it JOIN agenda_interests ai ON ai.agenda_item_id = it.id
      WHERE it.event_id = ${event.id}`),
    db.execute(sql`
      SELECT kind::text, status::text, count(*)::int AS count FROM email_outbox WHERE event_id = ${event.id} GROUP BY kind, status`),
    db.execute(sql`
      SELECT to_char(weeks.week, 'YYYY-MM-DD') AS week,
        (SELECT count(*) FROM saved_event_dates s
         WHERE s.event_id = ${event.id} AND s.created_at >= weeks.starts AND s.created_at < weeks.ends)::int AS saved_dates,
        (SELECT count(*) FROM agenda_items it JOIN agenda_interests ai ON ai.agenda_item_id = it.id
         WHERE it.event_id = ${event.id} AND ai.created_at >= weeks.starts AND ai.created_at < weeks.ends)::int AS agenda_marks
      FROM (${weeksUpTo(at, sql.raw(`interval '${EVENT_TREND_WEEKS - 1} weeks'`))}) weeks ORDER BY weeks.week`),
    db.execute(sql`
      SELECT it.id, ${localizedColumn('agenda_items', 'title', sql`it.id`, language)} AS title, ${isoTimestamp(sql`it.start_time`)} AS start_time,
        (SELECT count(*) FROM agenda_interests ai WHERE ai.agenda_item_id = it.id)::int AS marks,
        (SELECT count(*) FROM email_outbox n WHERE n.agenda_item_id = it.id AND n.status = 'sent')::int AS reminders_sent,
        count(*) OVER ()::int AS item_count
      FROM agenda_items it WHERE it.event_id = ${event.id}
      ORDER BY it.start_time, it.id LIMIT ${EVENT_AGENDA_LIMIT}`),
  ])
  const total = totals.rows[0] ?? {}
  const byKind = Object.fromEntries(
    EVENT_EMAIL_KINDS.map((kind) => [kind, { sent: 0, pending: 0, failed: 0 }]),
  ) as EventEngagement['reminders']
  for (const row of reminders.rows) {
    const counts = byKind[row.kind as NotificationKind]
    if (!counts) continue
    // Sending (claimed, not yet confirmed) counts as still to send; skipped ones are not e-mails.
    if (row.status === 'sent') counts.sent += Number(row.count)
    else if (row.status === 'pending' || row.status === 'sending') counts.pending += Number(row.count)
    else if (row.status === 'failed') counts.failed += Number(row.count)
  }
  const savedDates = weeks.rows.map((row): WeekFigure => ({ week: String(row.week), value: Number(row.saved_dates) }))
  const agendaMarks = weeks.rows.map((row): WeekFigure => ({ week: String(row.week), value: Number(row.agenda_marks) }))
  const complete = (figures: WeekFigure[]) => figures.slice(0, -1).map((figure) => figure.value)
  return {
    savedDates: Number(total.saved_dates ?? 0),
    agendaMarks: Number(total.agenda_marks ?? 0),
    membersMarking: Number(total.members_marking ?? 0),
    reminders: byKind,
    weeks: { savedDates, agendaMarks },
    changes: { savedDates: periodChange(complete(savedDates), 'sum'), agendaMarks: periodChange(complete(agendaMarks), 'sum') },
    lastWeekInProgress: until.getTime() === now.getTime(),
    agendaItems: items.rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      startTime: String(row.start_time),
      marks: Number(row.marks),
      remindersSent: Number(row.reminders_sent),
    })),
    agendaItemCount: Number(items.rows[0]?.item_count ?? 0),
  }
}

export type UpcomingEvent = { id: number; title: string; date: string; savedDates: number; agendaMarks: number }

/**
 * The next `limit` events (published, not yet started) with their saved dates and agenda
 * marks: the dashboard's way into each event's Engagement tab. Bounded by `limit` events.
 */
export async function upcomingEvents(
  db: SqlExecutor,
  { limit = 5, now = new Date(), language = DEFAULT_LANGUAGE }: { limit?: number; now?: Date; language?: Language } = {},
) {
  const { rows } = await db.execute(sql`
    SELECT e.id, ${localizedColumn('events', 'title', sql`e.id`, language)} AS title, ${isoTimestamp(sql`e.date`)} AS date,
      (SELECT count(*) FROM saved_event_dates s WHERE s.event_id = e.id)::int AS saved_dates,
      (SELECT count(*) FROM agenda_items it JOIN agenda_interests ai ON ai.agenda_item_id = it.id WHERE it.event_id = e.id)::int AS agenda_marks
    FROM events e
    WHERE e.date >= ${now.toISOString()}::timestamptz AND e._status = 'published'
    ORDER BY e.date, e.id LIMIT ${limit}`)
  return rows.map((row): UpcomingEvent => ({
    id: Number(row.id),
    title: String(row.title),
    date: String(row.date),
    savedDates: Number(row.saved_dates),
    agendaMarks: Number(row.agenda_marks),
  }))
}
