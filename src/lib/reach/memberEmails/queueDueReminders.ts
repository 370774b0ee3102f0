import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { publishedSql } from '@/lib/content/publication'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { asBackgroundWork } from '@/lib/infrastructure/jobs/backgroundWork'

/** A member who saved an event hears about it this long before it starts (the save-date toast's promise). */
const EVENT_REMINDER_LEAD = '24 hours'
/** A member who opted in hears about a session in My Agenda this long before it starts. */
const AGENDA_ITEM_REMINDER_LEAD = '30 minutes'
/** Rows written per statement (each background work, asBackgroundWork); a run repeats until a statement writes fewer. */
const BATCH = 200
const MAX_BATCHES = 50

/**
 * Writes a pending reminder for every saved event starting within the next 24 hours and every
 * marked (not cancelled) agenda item starting within 30 minutes, for members who want them.
 * The due pairs are found in SQL from the start-time indexes, in batches; the delivery key
 * (member, event or item, start time) is unique, so however many runners do this at once, each
 * reminder exists once, and an event that moves gets a reminder for its new start.
 */
export async function queueDueReminders(payload: Payload): Promise<number> {
  const statements = [
    sql`
      WITH due AS (
        SELECT s.user_id, e.id AS event_id, e.date AS starts_at,
          format('event-reminder:%s:%s:%s', s.user_id, e.id, floor(extract(epoch FROM e.date))::bigint) AS delivery_key
        FROM events e
        JOIN saved_event_dates s ON s.event_id = e.id
        JOIN users u ON u.id = s.user_id AND u.event_reminders
        WHERE e.date > now() AND e.date <= now() + ${EVENT_REMINDER_LEAD}::interval AND ${publishedSql('e')}
      )
      INSERT INTO email_outbox (kind, user_id, event_id, starts_at, delivery_key, status, attempts)
      SELECT 'event-reminder', user_id, event_id, starts_at, delivery_key, 'pending', 0 FROM due
      WHERE NOT EXISTS (SELECT 1 FROM email_outbox n WHERE n.delivery_key = due.delivery_key)
      ORDER BY starts_at, user_id
      LIMIT ${BATCH}
      ON CONFLICT (delivery_key) DO NOTHING`,
    sql`
      WITH due AS (
        SELECT a.user_id, i.event_id, i.id AS agenda_item_id, i.start_time AS starts_at,
          format('agenda-item-reminder:%s:%s:%s', a.user_id, i.id, floor(extract(epoch FROM i.start_time))::bigint) AS delivery_key
        FROM agenda_items i
        JOIN events e ON e.id = i.event_id AND ${publishedSql('e')}
        JOIN agenda_interests a ON a.agenda_item_id = i.id
        JOIN users u ON u.id = a.user_id AND u.agenda_item_reminders
        WHERE i.start_time > now() AND i.start_time <= now() + ${AGENDA_ITEM_REMINDER_LEAD}::interval AND i.status = 'scheduled'
      )
      INSERT INTO email_outbox (kind, user_id, event_id, agenda_item_id, starts_at, delivery_key, status, attempts)
      SELECT 'agenda-item-reminder', user_id, event_id, agenda_item_id, starts_at, delivery_key, 'pending', 0 FROM due
      WHERE NOT EXISTS (SELECT 1 FROM email_outbox n WHERE n.delivery_key = due.delivery_key)
      ORDER BY starts_at, user_id
      LIMIT ${BATCH}
      ON CONFLICT (delivery_key) DO NOTHING`,
  ]
  let queued = 0
  for (const statement of statements) {
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const result = (await asBackgroundWork(() =>
        belowLocalApi(payload, 'due reminders found by join, one INSERT … SELECT per batch, not a write per row').drizzle.execute(
          statement,
        ),
      )) as { rowCount?: number | null }
      const written = result.rowCount ?? 0
      queued += written
      if (written < BATCH) break
    }
  }
  return queued
}
