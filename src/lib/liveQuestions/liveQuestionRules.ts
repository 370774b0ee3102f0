/**
 * The rules of live questions during a session (issue 50, item 2), shared by the domain
 * functions, the endpoints, the member's island and the admin's projector view.
 */

/** A question is a short plain text: what a speaker can read out. */
export const QUESTION_MAX_LENGTH = 500
/** A session's list shows its top questions (by votes, then time), never the whole table. */
export const QUESTIONS_SHOWN = 50
/** How often an open page asks for the list again while the session is live. */
export const REFRESH_MS = 4000
/**
 * Each wait is REFRESH_MS give or take this share, drawn anew: pages opened at the same moment
 * (a room that opens the session together) drift apart instead of asking in step forever.
 */
export const REFRESH_JITTER = 0.25

/** The wait before a page's next refresh (`random` in [0, 1)). */
export const nextRefreshMs = (random = Math.random()) => Math.round(REFRESH_MS * (1 - REFRESH_JITTER + 2 * REFRESH_JITTER * random))

/** Open (members vote on it), answered (marked, still shown) or hidden (gone for members). */
export const QUESTION_STATUSES = ['open', 'answered', 'hidden'] as const
export type QuestionStatus = (typeof QUESTION_STATUSES)[number]

type Session = { startTime: string; endTime: string; status?: string | null }

/**
 * Whether a session is happening now: start ≤ now < end (the agenda's times are instants, stored
 * in UTC from the event's time zone), and not cancelled.
 */
export function isSessionLive(session: Session, now = new Date()): boolean {
  if (session.status === 'cancelled') return false
  const t = now.getTime()
  return new Date(session.startTime).getTime() <= t && t < new Date(session.endTime).getTime()
}
