import type { Payload } from 'payload'

import { rewriteSessions, sessionsOf } from '@/lib/platform/payloadSessions'
import type { User } from '@/payload-types'

/**
 * Signs the member out of one session (a lost phone) or of every session ('everywhere', this
 * browser too): the session rows go, so their tokens stop working on the next request anywhere
 * (Payload checks the session of every token). Ending a session that is gone already changes nothing.
 */
export async function endSessions(payload: Payload, user: Pick<User, 'id'>, which: { sessionId: string } | 'everywhere'): Promise<void> {
  const sessions = await sessionsOf(payload, user.id)
  const kept = which === 'everywhere' ? [] : sessions.filter((session) => session.id !== which.sessionId)
  if (kept.length === sessions.length) return
  await rewriteSessions(payload, user.id, kept)
}
