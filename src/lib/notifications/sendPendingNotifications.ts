import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { agendaItemReminderEmail } from '../../emails/agendaItemReminder'
import { eventReminderEmail } from '../../emails/eventReminder'
import type { Email } from '../../emails/layout'
import { scheduleChangeEmail } from '../../emails/scheduleChange'
import { eventLocation } from '../events/eventLocation'
import { siteUrl } from '../siteUrl'
import type { ScheduleChangeSummary } from './scheduleSnapshot'
import { type UnsubscribeTopic, unsubscribeToken } from './unsubscribeToken'

type NotificationRow = {
  id: number
  kind: 'event-reminder' | 'agenda-item-reminder' | 'schedule-change'
  user_id: number | null
  event_id: number | null
  agenda_item_id: number | null
  starts_at: string | Date | null
  changes: ScheduleChangeSummary[] | null
  attempts: number
}
type Outcome = { send: { to: string; email: Email; topic: UnsubscribeTopic; userId: number } } | { skip: string }

const BATCH = 20
/** A run stops claiming after this long; the rest goes out on the next run. */
const TIME_BUDGET_MS = 45_000
const MAX_ATTEMPTS = 5

const sameInstant = (a: string | Date | null | undefined, b: string | Date | null | undefined) =>
  Boolean(a && b && new Date(a).getTime() === new Date(b).getTime())

/**
 * Sends pending reminder and alert e-mails. A batch is claimed by one UPDATE (pending →
 * sending, SKIP LOCKED), so two runners never take the same row; each row is marked sent
 * after the SMTP server accepted it. An SMTP error puts the row back to pending (up to five
 * attempts). A crash between claiming and sending leaves the row in `sending`, and it is not
 * retried: we would rather miss one reminder after a crash than send it twice.
 */
export async function sendPendingNotifications(payload: Payload): Promise<{ sent: number; skipped: number; failed: number }> {
  const counts = { sent: 0, skipped: 0, failed: 0 }
  const startedAt = Date.now()
  while (Date.now() - startedAt < TIME_BUDGET_MS) {
    const claimed = await payload.db.drizzle.execute(sql`
      UPDATE notifications SET status = 'sending', attempts = attempts + 1, updated_at = now()
      WHERE id IN (SELECT id FROM notifications WHERE status = 'pending' ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, user_id, event_id, agenda_item_id, starts_at, changes, attempts`)
    const rows = claimed.rows as NotificationRow[]
    if (rows.length === 0) break
    let smtpFailed = false
    for (const row of rows) {
      if (smtpFailed) {
        // The mail server refused the last one: leave the rest for the next run.
        await mark(payload, row.id, sql`status = 'pending', attempts = attempts - 1`)
        continue
      }
      const outcome = await prepare(payload, row).catch((error: unknown): Outcome => ({ skip: `Could not prepare: ${String(error)}` }))
      if ('skip' in outcome) {
        await mark(payload, row.id, sql`status = 'skipped', last_error = ${outcome.skip}`)
        counts.skipped++
        continue
      }
      const { to, email, topic, userId } = outcome.send
      const oneClick = `${siteUrl()}/unsubscribe/one-click?token=${encodeURIComponent(unsubscribeToken(payload.secret, userId, topic))}`
      try {
        await payload.sendEmail({
          to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          // RFC 8058: mail apps offer an unsubscribe button that POSTs to this address.
          list: { unsubscribe: { url: oneClick, comment: 'Unsubscribe' } },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        })
        await mark(payload, row.id, sql`status = 'sent', sent_at = now(), last_error = NULL`)
        counts.sent++
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        payload.logger.error({ err: error, msg: `Notification ${row.id} to ${to} was not sent` })
        const status = Number(row.attempts) >= MAX_ATTEMPTS ? 'failed' : 'pending'
        await mark(payload, row.id, sql`status = ${status}, last_error = ${message.slice(0, 500)}`)
        if (status === 'failed') counts.failed++
        smtpFailed = true
      }
    }
    if (smtpFailed || rows.length < BATCH) break
  }
  return counts
}

const mark = (payload: Payload, id: number, set: ReturnType<typeof sql>) =>
  payload.db.drizzle.execute(sql`UPDATE notifications SET ${set}, updated_at = now() WHERE id = ${id}`)

const findOne = <T>(promise: Promise<T>) => promise.catch(() => null)

/** The e-mail for a claimed row, or why it no longer applies (opted out, unsaved, moved, cancelled, deleted). */
async function prepare(payload: Payload, row: NotificationRow): Promise<Outcome> {
  if (!row.user_id) return { skip: 'The member was deleted' }
  const user = await findOne(
    payload.findByID({ collection: 'users', id: row.user_id, depth: 0, overrideAccess: true, disableErrors: true }),
  )
  if (!user) return { skip: 'The member was deleted' }
  const event = row.event_id
    ? await findOne(payload.findByID({ collection: 'events', id: row.event_id, depth: 0, overrideAccess: true, disableErrors: true }))
    : null
  if (!event) return { skip: 'The event was deleted' }
  const firstName = user.firstName || 'there'
  const eventUrl = `${siteUrl()}/events/${event.id}`
  const unsubscribeUrl = (topic: UnsubscribeTopic) =>
    `${siteUrl()}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(payload.secret, user.id, topic))}`
  const send = (email: Email, topic: UnsubscribeTopic): Outcome => ({ send: { to: user.email, email, topic, userId: user.id } })
  const stillMine = async (collection: 'saved-event-dates' | 'agenda-interests', field: 'event' | 'agendaItem', id: number) =>
    (
      await payload.count({
        collection,
        where: { and: [{ user: { equals: user.id } }, { [field]: { equals: id } }] },
        overrideAccess: true,
      })
    ).totalDocs > 0

  if (row.kind === 'event-reminder') {
    if (!user.eventReminders) return { skip: 'Reminders turned off' }
    if (!sameInstant(event.date, row.starts_at)) return { skip: 'The event moved (a reminder for the new start follows)' }
    if (new Date(event.date) <= new Date()) return { skip: 'The event has started' }
    if (!(await stillMine('saved-event-dates', 'event', event.id))) return { skip: 'The date is no longer saved' }
    return send(
      eventReminderEmail({
        firstName,
        title: event.title,
        start: event.date,
        end: event.endDate ?? null,
        location: eventLocation(event),
        eventUrl,
        calendarUrl: `${eventUrl}/calendar.ics`,
        unsubscribeUrl: unsubscribeUrl('reminders'),
      }),
      'reminders',
    )
  }

  if (row.kind === 'agenda-item-reminder') {
    if (!user.agendaItemReminders) return { skip: 'Session reminders turned off' }
    const item = row.agenda_item_id
      ? await findOne(
          payload.findByID({ collection: 'agenda-items', id: row.agenda_item_id, depth: 0, overrideAccess: true, disableErrors: true }),
        )
      : null
    if (!item) return { skip: 'The session was deleted' }
    if (item.status === 'cancelled') return { skip: 'The session was cancelled' }
    if (!sameInstant(item.startTime, row.starts_at)) return { skip: 'The session moved (a reminder for the new start follows)' }
    if (new Date(item.startTime) <= new Date()) return { skip: 'The session has started' }
    if (!(await stillMine('agenda-interests', 'agendaItem', item.id))) return { skip: 'The session is no longer in My Agenda' }
    return send(
      agendaItemReminderEmail({
        firstName,
        title: item.title,
        eventTitle: event.title,
        start: item.startTime,
        end: item.endTime,
        room: item.room ?? null,
        speakerName: item.speakerName ?? null,
        eventUrl,
        unsubscribeUrl: unsubscribeUrl('reminders'),
      }),
      'reminders',
    )
  }

  if (!user.scheduleChangeAlerts) return { skip: 'Schedule-change e-mails turned off' }
  if (!row.changes?.length) return { skip: 'Nothing to tell' }
  return send(
    scheduleChangeEmail({
      firstName,
      eventTitle: event.title,
      changes: row.changes,
      eventUrl,
      unsubscribeUrl: unsubscribeUrl('schedule-changes'),
    }),
    'schedule-changes',
  )
}
