/** Spec 4: an event is upcoming while its end (or start, without an end) is at or after now. */
export const isUpcoming = (event: { date: string; endDate?: string | null }, now = new Date()) =>
  new Date(event.endDate ?? event.date) >= now

export type AgendaBadge = 'Happening now' | 'Starting soon' | null

const SOON_MS = 30 * 60 * 1000

/** Spec 4: 'Happening now' between start and end; 'Starting soon' within 30 minutes of the start. */
export function agendaBadge(item: { startTime: string; endTime: string }, now = new Date()): AgendaBadge {
  const start = new Date(item.startTime).getTime()
  const end = new Date(item.endTime).getTime()
  const t = now.getTime()
  if (t >= start && t <= end) return 'Happening now'
  if (start > t && start - t <= SOON_MS) return 'Starting soon'
  return null
}
