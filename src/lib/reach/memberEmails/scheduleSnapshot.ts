import type { Language } from '@/i18n/languages'

/** What a schedule-change alert compares for an agenda item: its time, room and status. */
export type AgendaItemSnapshot = { title: string; startTime: string; endTime: string; room: string | null; status: string }
/** ... and for an event: its dates. */
export type EventSnapshot = { title: string; date: string; endDate: string | null }

/** A span of time as an alert shows it (an event without an end date has none). */
export type ScheduleSpan = { start: string; end: string | null }

/**
 * One thing members care about that changed, without words: the alert e-mail writes it in its
 * recipient's language when it is sent (src/emails/scheduleChange.ts).
 */
export type ScheduleChange =
  | { kind: 'cancelled' }
  | { kind: 'reinstated' }
  | { kind: 'time'; before: ScheduleSpan; after: ScheduleSpan }
  | { kind: 'room'; before: string | null; after: string | null }
  | { kind: 'dates'; before: ScheduleSpan; after: ScheduleSpan }

/**
 * One changed item or event as the alert e-mail lists it, as stored on the notification row:
 * its title in each language (`title` is the English one; alerts queued before titles were
 * stored per language have only it). `lines` are the English texts of alerts queued before the
 * changes were stored without words.
 */
export type ScheduleChangeSummary = {
  subject: string
  title: string
  titles?: Record<Language, string>
  changes?: ScheduleChange[]
  lines?: string[]
}

type AgendaItemLike = { title: string; startTime: string; endTime: string; room?: string | null; status?: string | null }
type EventLike = { title: string; date: string; endDate?: string | null }

export const agendaItemSnapshot = (item: AgendaItemLike): AgendaItemSnapshot => ({
  title: item.title,
  startTime: new Date(item.startTime).toISOString(),
  endTime: new Date(item.endTime).toISOString(),
  room: item.room?.trim() || null,
  status: item.status || 'scheduled',
})

export const eventSnapshot = (event: EventLike): EventSnapshot => ({
  title: event.title,
  date: new Date(event.date).toISOString(),
  endDate: event.endDate ? new Date(event.endDate).toISOString() : null,
})

const sameInstant = (a: string | null, b: string | null) => (a && b ? new Date(a).getTime() === new Date(b).getTime() : a === b)

/** What changed in an agenda item: cancelled or reinstated, its time, its room. Empty when nothing members care about changed. */
export function describeAgendaItemChange(before: AgendaItemSnapshot, after: AgendaItemSnapshot): ScheduleChange[] {
  const changes: ScheduleChange[] = []
  if (before.status !== after.status) changes.push({ kind: after.status === 'cancelled' ? 'cancelled' : 'reinstated' })
  if (!sameInstant(before.startTime, after.startTime) || !sameInstant(before.endTime, after.endTime)) {
    changes.push({
      kind: 'time',
      before: { start: before.startTime, end: before.endTime },
      after: { start: after.startTime, end: after.endTime },
    })
  }
  if (before.room !== after.room) changes.push({ kind: 'room', before: before.room, after: after.room })
  return changes
}

/** What changed in an event: its dates. Empty when they did not change. */
export function describeEventChange(before: EventSnapshot, after: EventSnapshot): ScheduleChange[] {
  if (sameInstant(before.date, after.date) && sameInstant(before.endDate, after.endDate)) return []
  return [{ kind: 'dates', before: { start: before.date, end: before.endDate }, after: { start: after.date, end: after.endDate } }]
}
