import type { Payload } from 'payload'

import { agendaItemReminderEmail } from '@/emails/agendaItemReminder'
import { eventReminderEmail } from '@/emails/eventReminder'
import type { Email } from '@/emails/layout'
import { noticeEmail } from '@/emails/notice'
import { recipientLanguage } from '@/emails/recipient'
import { scheduleChangeEmail } from '@/emails/scheduleChange'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { replyAddressFor } from '@/lib/discussions/emailReplies/replyAddress'
import { eventUrl as eventAddress } from '@/lib/events/calendar/calendarEntries'
import { eventLocation } from '@/lib/events/eventLocation'
import type { NOTIFICATION_KINDS } from '@/lib/shared/enums'
import { relationId } from '@/lib/shared/ids/relationId'
import { siteUrl } from '@/lib/shared/siteUrl'
import type { AgendaItem, Event, Notification, User } from '@/payload-types'

import type { ScheduleChangeSummary } from './scheduleSnapshot'
import { type UnsubscribeTopic, unsubscribeUrl } from './unsubscribeToken'
import { composeDigest } from '../digest/composeDigest'
import { type DigestContext, loadDigestContext } from '../digest/digestContext'
import { NOTICE_SELECT, withActorNames } from '../notifications/listNotices'
import { NOTICE_EMAIL_POPULATE, noticeEmailContent } from '../notifications/noticeEmailContent'
import { noticeEmailTopic, wantsNoticeEmail } from '../notifications/noticeEmails'

/** A notification row as the sender claims it. */
export type NotificationRow = {
  id: number
  kind: (typeof NOTIFICATION_KINDS)[number]
  user_id: number | null
  notice_id: number | null
  event_id: number | null
  agenda_item_id: number | null
  starts_at: string | Date | null
  changes: ScheduleChangeSummary[] | null
  attempts: number
  delivery_key: string
}
/** The e-mail to send and to whom, or why the notification no longer applies. */
export type NotificationOutcome =
  { send: { to: string; email: Email; topic: UnsubscribeTopic; userId: number; replyTo?: string } } | { skip: string }

const sameInstant = (a: string | Date | null | undefined, b: string | Date | null | undefined) =>
  Boolean(a && b && new Date(a).getTime() === new Date(b).getTime())

/**
 * What a batch of claimed rows needs, read at sending time in one query per kind (not per row),
 * so a reminder follows the latest schedule, settings and saved dates.
 */
export type NotificationContext = {
  users: Map<number, User>
  /** In each language (titles and descriptions are content in both): the e-mail takes its recipient's. */
  events: Record<Language, Map<number, Event>>
  agendaItems: Record<Language, Map<number, AgendaItem>>
  /** Notices e-mailed at once, with what they are about in each language (and its TLP label, which decides what the e-mail says). */
  notices: Record<Language, Map<number, Notification>>
  /** `member:event` for saved dates, `member:item` for agenda interests, among the batch's. */
  savedDates: Set<string>
  markedSessions: Set<string>
  /** The week's content and the readers, when the batch holds digests. */
  digest: DigestContext | null
}

const perLanguage = <T>(values: T[]) =>
  Object.fromEntries(LANGUAGES.map((language, index) => [language, values[index]!])) as Record<Language, T>
const idsOf = (values: (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))]
const pair = (userId: number, id: number) => `${userId}:${id}`

export async function loadNotificationContext(payload: Payload, rows: NotificationRow[]): Promise<NotificationContext> {
  const userIds = idsOf(rows.map((row) => row.user_id))
  const eventIds = idsOf(rows.map((row) => row.event_id))
  const itemIds = idsOf(rows.map((row) => row.agenda_item_id))
  const noticeIds = idsOf(rows.map((row) => row.notice_id))
  const byId = <T extends { id: number }>(docs: T[]) => new Map(docs.map((doc) => [doc.id, doc]))
  const among = { overrideAccess: true, depth: 0, pagination: false } as const
  const inEach = <T>(read: (locale: Language) => Promise<T>) => Promise.all(LANGUAGES.map(read))
  const [users, events, agendaItems, notices, saved, marked] = await Promise.all([
    userIds.length ? payload.find({ collection: 'users', where: { id: { in: userIds } }, ...among }) : null,
    inEach((locale) =>
      eventIds.length ? payload.find({ collection: 'events', where: { id: { in: eventIds } }, locale, ...among }) : Promise.resolve(null),
    ),
    inEach((locale) =>
      itemIds.length
        ? payload.find({ collection: 'agenda-items', where: { id: { in: itemIds } }, locale, ...among })
        : Promise.resolve(null),
    ),
    inEach(async (locale) =>
      noticeIds.length
        ? withActorNames(
            payload,
            (
              await payload.find({
                collection: 'notifications',
                where: { id: { in: noticeIds } },
                select: NOTICE_SELECT,
                populate: NOTICE_EMAIL_POPULATE,
                locale,
                ...among,
                depth: 1,
              })
            ).docs,
          )
        : [],
    ),
    userIds.length && eventIds.length
      ? payload.find({
          collection: 'saved-event-dates',
          where: { and: [{ user: { in: userIds } }, { event: { in: eventIds } }] },
          select: { user: true, event: true },
          ...among,
        })
      : null,
    userIds.length && itemIds.length
      ? payload.find({
          collection: 'agenda-interests',
          where: { and: [{ user: { in: userIds } }, { agendaItem: { in: itemIds } }] },
          select: { user: true, agendaItem: true },
          ...among,
        })
      : null,
  ])
  const digestRows = rows.filter((row) => row.kind === 'weekly-digest' && row.user_id !== null)
  const digestSince = digestRows.map((row) => new Date(row.starts_at ?? Date.now()).getTime())
  const digestReaders = (users?.docs ?? []).filter((user) => digestRows.some((row) => row.user_id === user.id))
  return {
    digest: digestReaders.length ? await loadDigestContext(payload, digestReaders, new Date(Math.min(...digestSince))) : null,
    users: byId(users?.docs ?? []),
    events: perLanguage(events.map((found) => byId(found?.docs ?? []))),
    agendaItems: perLanguage(agendaItems.map((found) => byId(found?.docs ?? []))),
    notices: perLanguage(notices.map((found) => byId(found as Notification[]))),
    savedDates: new Set((saved?.docs ?? []).map((row) => pair(relationId(row.user), relationId(row.event)))),
    markedSessions: new Set((marked?.docs ?? []).map((row) => pair(relationId(row.user), relationId(row.agendaItem)))),
  }
}

/** The signed Reply-To of a mention's e-mail (src/lib/discussions/emailReplies/replyAddress.ts), or null. */
const discussionReplyAddress = (memberId: number, notice: Notification) => {
  const post = relationId(notice.discussionPost ?? null)
  return post ? replyAddressFor(memberId, post) : null
}

/**
 * The e-mail for a claimed row, or why it no longer applies (opted out, unsaved, moved, cancelled,
 * deleted, read already), from the batch's context read at sending time. This is where every
 * reminder, alert and notice e-mail is written, so it is in the member's language as their setting is now (users.language).
 */
export function composeNotification(payload: Payload, row: NotificationRow, context: NotificationContext): NotificationOutcome {
  const user = row.user_id ? context.users.get(row.user_id) : undefined
  if (!user) return { skip: 'The member was deleted' }
  const language = recipientLanguage(user)
  const firstName = user.firstName || null
  const unsubscribePage = (topic: UnsubscribeTopic) => unsubscribeUrl(payload.secret, user.id, topic)
  const send = (email: Email, topic: UnsubscribeTopic): NotificationOutcome => ({ send: { to: user.email, email, topic, userId: user.id } })
  if (user.emailBounce?.at) return { skip: 'The address bounced' }

  if (row.kind === 'weekly-digest') {
    if (!user.weeklyDigest) return { skip: 'Weekly digest turned off' }
    const reader = context.digest?.readers.get(user.id)
    if (!context.digest || !reader) return { skip: 'Could not prepare the digest' }
    const email = composeDigest(
      {
        firstName,
        reader,
        content: context.digest.content[language],
        since: new Date(row.starts_at ?? 0),
        notices: context.digest.notices[language].get(user.id) ?? [],
        followed: context.digest.followed.get(user.id) ?? [],
        unsubscribeUrl: unsubscribePage('weekly-digest'),
      },
      language,
    )
    return email ? send(email, 'weekly-digest') : { skip: 'Nothing new this week' }
  }

  if (row.kind === 'notice') {
    const notice = row.notice_id ? context.notices[language].get(row.notice_id) : undefined
    if (!notice) return { skip: 'The notification was deleted' }
    const topic = noticeEmailTopic(notice.kind)
    if (!topic || !wantsNoticeEmail(user, notice.kind)) return { skip: 'E-mails of this kind turned off' }
    if (notice.readAt) return { skip: 'Already read on the site' }
    const content = noticeEmailContent(notice, translatorFor(language))
    // A mention can be answered by e-mail, unless its material's label keeps it out of e-mail.
    const replyTo = notice.kind === 'discussion-mention' && !content.withheld ? discussionReplyAddress(user.id, notice) : null
    const outcome = send(
      noticeEmail(
        {
          firstName,
          content,
          topic,
          noticeUrl: `${siteUrl()}/notifications/${notice.id}`,
          unsubscribeUrl: unsubscribePage(topic),
          replyByEmail: replyTo !== null,
        },
        language,
      ),
      topic,
    )
    return replyTo && 'send' in outcome ? { send: { ...outcome.send, replyTo } } : outcome
  }

  const event = row.event_id ? context.events[language].get(row.event_id) : undefined
  if (!event) return { skip: 'The event was deleted' }
  const eventUrl = eventAddress(event.id)

  if (row.kind === 'event-reminder') {
    if (!user.eventReminders) return { skip: 'Reminders turned off' }
    if (!sameInstant(event.date, row.starts_at)) return { skip: 'The event moved (a reminder for the new start follows)' }
    if (new Date(event.date) <= new Date()) return { skip: 'The event has started' }
    if (!context.savedDates.has(pair(user.id, event.id))) return { skip: 'The date is no longer saved' }
    return send(
      eventReminderEmail(
        {
          firstName,
          title: event.title,
          start: event.date,
          end: event.endDate ?? null,
          location: eventLocation(event, language),
          eventUrl,
          calendarUrl: `${eventUrl}/calendar.ics`,
          unsubscribeUrl: unsubscribePage('reminders'),
        },
        language,
      ),
      'reminders',
    )
  }

  if (row.kind === 'agenda-item-reminder') {
    if (!user.agendaItemReminders) return { skip: 'Session reminders turned off' }
    const item = row.agenda_item_id ? context.agendaItems[language].get(row.agenda_item_id) : undefined
    if (!item) return { skip: 'The session was deleted' }
    if (item.status === 'cancelled') return { skip: 'The session was cancelled' }
    if (!sameInstant(item.startTime, row.starts_at)) return { skip: 'The session moved (a reminder for the new start follows)' }
    if (new Date(item.startTime) <= new Date()) return { skip: 'The session has started' }
    if (!context.markedSessions.has(pair(user.id, item.id))) return { skip: 'The session is no longer in My Agenda' }
    return send(
      agendaItemReminderEmail(
        {
          firstName,
          title: item.title,
          eventTitle: event.title,
          start: item.startTime,
          end: item.endTime,
          room: item.room ?? null,
          speakerName: item.speakerName ?? null,
          eventUrl,
          unsubscribeUrl: unsubscribePage('reminders'),
        },
        language,
      ),
      'reminders',
    )
  }

  if (!user.scheduleChangeAlerts) return { skip: 'Schedule-change e-mails turned off' }
  if (!row.changes?.length) return { skip: 'Nothing to tell' }
  return send(
    scheduleChangeEmail(
      {
        firstName,
        eventTitle: event.title,
        changes: row.changes,
        eventUrl,
        unsubscribeUrl: unsubscribePage('schedule-changes'),
      },
      language,
    ),
    'schedule-changes',
  )
}
