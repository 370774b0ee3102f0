import type { Payload } from 'payload'

import type { SecondStep } from '@/lib/accounts/sessions/signInMethods'
import { rewriteSessions, type Session, sessionsOf } from '@/lib/platform/payloadSessions'

/**
 * Marks a session as having passed the second step (access/roles.ts then gives an admin's session
 * its rights). Payload keeps sessions as an array on the account and rewrites it on every change,
 * so this does the same with the one row changed; a session that is gone (signed out meanwhile)
 * is not brought back.
 */
export async function confirmSession(
  payload: Payload,
  { userId, sid }: { userId: number; sid: string },
  step: SecondStep,
): Promise<boolean> {
  const sessions = await sessionsOf(payload, userId)
  if (!sessions.some((session) => session.id === sid)) return false
  const confirmed = sessions.map((session): Session => (session.id === sid ? { ...session, confirmedWith: step } : session))
  await rewriteSessions(payload, userId, confirmed)
  return true
}
