import type { Payload, PayloadRequest } from 'payload'

import { rewriteSessions, type Session, sessionsOf } from '@/lib/platform/payloadSessions'

import { MAX_DEVICE_LENGTH, type SignInMethod } from './signInMethods'

/**
 * Notes on a new session how it began and in what browser (its user agent), for the member's
 * list of active sessions. Payload keeps sessions as an array on the account and rewrites the
 * array on every change, so this does the same with the one row changed.
 */
export async function describeSession(
  payload: Payload,
  { userId, sid, signedInWith, userAgent }: { userId: number; sid: string; signedInWith: SignInMethod; userAgent: string | null },
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const sessions = await sessionsOf(payload, userId, req)
  if (!sessions.some((session) => session.id === sid)) return
  const device = userAgent ? userAgent.slice(0, MAX_DEVICE_LENGTH) : null
  const described = sessions.map((session): Session => (session.id === sid ? { ...session, signedInWith, device } : session))
  await rewriteSessions(payload, userId, described, req)
}
