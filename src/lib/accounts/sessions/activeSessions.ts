import type { Payload } from 'payload'

import { sessionsOf } from '@/lib/platform/payloadSessions'
import type { User } from '@/payload-types'

import { deviceName } from './deviceName'
import type { SignInMethod } from './signInMethods'

export type ActiveSession = {
  id: string
  signedInAt: string
  expiresAt: string
  signedInWith: SignInMethod | null
  device: string | null
  /** The session of the request that asks. */
  current: boolean
}

/**
 * The member's sessions that have not expired, newest first, the asking one marked: where they
 * are signed in (Payload keeps at most one row per sign-in, and drops expired ones at the next).
 */
export async function activeSessions(payload: Payload, user: Pick<User, 'id'> & { _sid?: string }): Promise<ActiveSession[]> {
  const sessions = await sessionsOf(payload, user.id)
  const now = Date.now()
  return sessions
    .filter((session) => new Date(session.expiresAt).getTime() > now)
    .map((session) => ({
      id: session.id,
      signedInAt: session.createdAt ?? session.expiresAt,
      expiresAt: session.expiresAt,
      signedInWith: session.signedInWith ?? null,
      device: deviceName(session.device),
      current: session.id === user._sid,
    }))
    .sort((a, b) => b.signedInAt.localeCompare(a.signedInAt))
}
