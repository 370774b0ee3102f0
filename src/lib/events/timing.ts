/** Spec 4: an event is upcoming while its end (or start, without an end) is at or after now. */
export const isUpcoming = (event: { date: string; endDate?: string | null }, now = new Date()) =>
  new Date(event.endDate ?? event.date) >= now

/** Which badge a session shows, named in the page's language by the catalogue (agenda.happeningNow, agenda.startingSoon). */
export type AgendaBadge = 'happeningNow' | 'startingSoon' | null

const SOON_MS = 30 * 60 * 1000

/** Spec 4: 'Happening now' between start and end; 'Starting soon' within 30 minutes of the start. */
export function agendaBadge(item: { startTime: string; endTime: string }, now = new Date()): AgendaBadge {
  const start = new Date(item.startTime).getTime()
  const end = new Date(item.endTime).getTime()
  const t = now.getTime()
  if (t >= start && t <= end) return 'happeningNow'
  if (start > t && start - t <= SOON_MS) return 'startingSoon'
  return null
}
