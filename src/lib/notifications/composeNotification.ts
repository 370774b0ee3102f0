import type { Payload } from 'payload'

import { agendaItemReminderEmail } from '../../emails/agendaItemReminder'
import { eventReminderEmail } from '../../emails/eventReminder'
import type { Email } from '../../emails/layout'
import { scheduleChangeEmail } from '../../emails/scheduleChange'
import { eventLocation } from '../events/eventLocation'
import { siteUrl } from '../siteUrl'
import type { ScheduleChangeSummary } from './scheduleSnapshot'
import { type UnsubscribeTopic, unsubscribeUrl } from './unsubscribeToken'

/** A notification row as the sender claims it. */
export type NotificationRow = {
  id: number
  kind: 'event-reminder' | 'agenda-item-reminder' | 'schedule-change'
  user_id: number | null
  event_id: number | null
  agenda_item_id: number | null
  starts_at: string | Date | null
  changes: ScheduleChangeSummary[] | null
  attempts: number
}
/** The e-mail to send and to whom, or why the notification no longer applies. */
export type NotificationOutcome = { send: { to: string; email: Email; topic: UnsubscribeTopic; userId: number } } | { skip: string }

const sameInstant = (a: string | Date | null | undefined, b: string | Date | null | undefined) =>
  Boolean(a && b && new Date(a).getTime() === new Date(b).getTime())

const findOne = <T>(promise: Promise<T>) => promise.catch(() => null)

/**
 * The e-mail for a claimed row, or why it no longer applies (opted out, unsaved, moved, cancelled,
 * deleted): everything is read again at sending time, so a reminder follows the latest schedule.
 */
export async function composeNotification(payload: Payload, row: NotificationRow): Promise<NotificationOutcome> {
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
  const unsubscribePage = (topic: UnsubscribeTopic) => unsubscribeUrl(payload.secret, user.id, topic)
  const send = (email: Email, topic: UnsubscribeTopic): NotificationOutcome => ({ send: { to: user.email, email, topic, userId: user.id } })
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
        unsubscribeUrl: unsubscribePage('reminders'),
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
        unsubscribeUrl: unsubscribePage('reminders'),
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
      unsubscribeUrl: unsubscribePage('schedule-changes'),
    }),
    'schedule-changes',
  )
}
