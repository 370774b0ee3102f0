import { formatGermanRange } from '../format/dates'

/** What a schedule-change alert compares for an agenda item: its time, room and status. */
export type AgendaItemSnapshot = { title: string; startTime: string; endTime: string; room: string | null; status: string }
/** ... and for an event: its dates. */
export type EventSnapshot = { title: string; date: string; endDate: string | null }

/** One changed item or event as the alert e-mail lists it. */
export type ScheduleChangeSummary = { subject: string; title: string; lines: string[] }

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

/** The lines of an agenda item's alert: "Time: … → …", "Room: … → …", "Cancelled". Empty when nothing members care about changed. */
export function describeAgendaItemChange(before: AgendaItemSnapshot, after: AgendaItemSnapshot): string[] {
  const lines: string[] = []
  if (before.status !== after.status) lines.push(after.status === 'cancelled' ? 'Cancelled' : 'No longer cancelled: it takes place')
  if (!sameInstant(before.startTime, after.startTime) || !sameInstant(before.endTime, after.endTime)) {
    lines.push(`Time: ${formatGermanRange(before.startTime, before.endTime)} → ${formatGermanRange(after.startTime, after.endTime)}`)
  }
  if (before.room !== after.room) lines.push(`Room: ${before.room ?? 'none'} → ${after.room ?? 'none'}`)
  return lines
}

/** The line of an event's alert: "Dates: … → …". Empty when the dates did not change. */
export function describeEventChange(before: EventSnapshot, after: EventSnapshot): string[] {
  if (sameInstant(before.date, after.date) && sameInstant(before.endDate, after.endDate)) return []
  return [`Dates: ${formatGermanRange(before.date, before.endDate)} → ${formatGermanRange(after.date, after.endDate)}`]
}
