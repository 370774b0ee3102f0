import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { localizedColumn } from '@/lib/content/localizedSql'
import { publishedSql } from '@/lib/content/publication'
import type { SqlQuery } from '@/lib/engagement/sqlExecutor'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

import {
  type AgendaItemSnapshot,
  agendaItemSnapshot,
  describeAgendaItemChange,
  describeEventChange,
  type EventSnapshot,
  eventSnapshot,
  type ScheduleChangeSummary,
} from './scheduleSnapshot'

type WindowRow = { id: number; event_id: number | null; agenda_item_id: number | null; before: unknown }
type Titles = { title_en: string; title_de: string }
type ItemRow = Titles & { id: number; start_time: string; end_time: string; room: string | null; status: string }
type EventRow = Titles & { id: number; date: string; end_date: string | null }

/** A title in each language, each falling back to the other as the site does. */
const titlesSql = (table: string, id: SqlQuery) =>
  sql`${localizedColumn(table, 'title', id, 'en')} AS title_en, ${localizedColumn(table, 'title', id, 'de')} AS title_de`
const titlesOf = (row: Titles) => ({ title: row.title_en, titles: { en: row.title_en, de: row.title_de } })

const WINDOWS_PER_RUN = 200
const iso = (value: string | Date) => new Date(value).toISOString()

/**
 * Turns the alert windows whose 15 minutes are over into a notice in the inbox of every member
 * concerned and one pending e-mail per member and event, listing what changed (old → new) in the items the member marked and, for members
 * who saved the event, its dates: stored without words, the e-mail is written in the member's
 * language when it is sent. Nets out edits that were undone. Claiming the windows and
 * writing the e-mails is one transaction: a crash leaves the windows open for the next run,
 * and SKIP LOCKED keeps two runners from taking the same windows.
 */
export async function collectScheduleChanges(payload: Payload): Promise<number> {
  return belowLocalApi(
    payload,
    'claims due windows (SKIP LOCKED) and writes notices and e-mails in one SQL transaction',
  ).drizzle.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      UPDATE schedule_changes SET open_key = NULL, processed_at = now(), updated_at = now()
      WHERE id IN (
        SELECT id FROM schedule_changes WHERE processed_at IS NULL AND due_at <= now()
        ORDER BY due_at, id LIMIT ${WINDOWS_PER_RUN} FOR UPDATE SKIP LOCKED
      )
      RETURNING id, event_id, agenda_item_id, before`)
    const windows = claimed.rows as WindowRow[]
    if (windows.length === 0) return 0

    const itemIds = windows.flatMap((window) => (window.agenda_item_id ? [window.agenda_item_id] : []))
    const eventIds = [...new Set(windows.flatMap((window) => (window.event_id ? [window.event_id] : [])))]
    const items = itemIds.length
      ? ((
          await tx.execute(
            sql`SELECT id, ${titlesSql('agenda_items', sql`i.id`)}, start_time, end_time, room, status
              FROM agenda_items i WHERE id = ANY(${sql.param(itemIds)}::int[])`,
          )
        ).rows as ItemRow[])
      : []
    const events = eventIds.length
      ? ((
          await tx.execute(
            sql`SELECT id, ${titlesSql('events', sql`e.id`)}, date, end_date
              FROM events e WHERE id = ANY(${sql.param(eventIds)}::int[]) AND ${publishedSql('e')}`,
          )
        ).rows as EventRow[])
      : []
    const itemById = new Map(items.map((item) => [item.id, item]))
    const eventById = new Map(events.map((event) => [event.id, event]))

    // What changed per event, from the values before the first edit to those now.
    const changesByEvent = new Map<number, { windowId: number; changes: ScheduleChangeSummary[] }>()
    for (const window of windows) {
      const event = window.event_id ? eventById.get(window.event_id) : undefined
      if (!event) continue // the event was deleted or unpublished meanwhile: nothing to tell
      let change: ScheduleChangeSummary | null = null
      if (window.agenda_item_id) {
        const item = itemById.get(window.agenda_item_id)
        if (!item) continue
        const now = agendaItemSnapshot({
          title: item.title_en,
          startTime: iso(item.start_time),
          endTime: iso(item.end_time),
          room: item.room,
          status: item.status,
        })
        const changes = describeAgendaItemChange(window.before as AgendaItemSnapshot, now)
        if (changes.length) change = { subject: `agenda-item:${item.id}`, ...titlesOf(item), changes }
      } else {
        const now = eventSnapshot({ title: event.title_en, date: iso(event.date), endDate: event.end_date ? iso(event.end_date) : null })
        const changes = describeEventChange(window.before as EventSnapshot, now)
        if (changes.length) change = { subject: `event:${event.id}`, ...titlesOf(event), changes }
      }
      if (!change) continue
      const entry = changesByEvent.get(event.id) ?? { windowId: window.id, changes: [] }
      entry.windowId = Math.min(entry.windowId, window.id)
      entry.changes.push(change)
      changesByEvent.set(event.id, entry)
    }

    let queued = 0
    for (const [eventId, { windowId, changes }] of changesByEvent) {
      const itemsChanged = changes.flatMap((change) =>
        change.subject.startsWith('agenda-item:') ? [Number(change.subject.split(':')[1])] : [],
      )
      const eventChanged = changes.some((change) => change.subject === `event:${eventId}`)
      // Everyone who marked a changed item or saved the (re-dated) event: a notice in their
      // inbox, and for those who want the alert its e-mail with the changes that concern them,
      // in one statement however many members that is.
      const result = await tx.execute(sql`
        WITH concerned AS (
          SELECT a.user_id, 'agenda-item:' || a.agenda_item_id AS subject FROM agenda_interests a
          WHERE a.agenda_item_id = ANY(${sql.param(itemsChanged)}::int[])
          UNION ALL
          SELECT s.user_id, 'event:' || s.event_id FROM saved_event_dates s WHERE ${eventChanged} AND s.event_id = ${eventId}
        ),
        notices AS (
          INSERT INTO notifications (recipient_id, kind, notice_key, event_id)
          SELECT DISTINCT c.user_id, 'schedule-changed'::enum_notifications_kind,
            format('schedule-changed:%s:%s', ${windowId}::int, c.user_id), ${eventId}::int
          FROM concerned c
          ON CONFLICT (notice_key) DO NOTHING
        )
        INSERT INTO email_outbox (kind, user_id, event_id, changes, delivery_key, status, attempts)
        SELECT 'schedule-change', c.user_id, ${eventId}, jsonb_agg(change.value ORDER BY change.position),
          format('schedule-change:%s:%s', ${windowId}::int, c.user_id), 'pending', 0
        FROM concerned c
        JOIN users u ON u.id = c.user_id AND u.schedule_change_alerts
        JOIN jsonb_array_elements(${JSON.stringify(changes)}::jsonb) WITH ORDINALITY AS change(value, position)
          ON change.value ->> 'subject' = c.subject
        GROUP BY c.user_id
        ON CONFLICT (delivery_key) DO NOTHING`)
      queued += (result as { rowCount?: number | null }).rowCount ?? 0
    }
    return queued
  })
}
