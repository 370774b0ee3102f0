import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

import { MAX_DEVICE_LENGTH, type SignInMethod } from './signInMethods'

type Session = NonNullable<User['sessions']>[number]

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
  const account = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    select: { sessions: true },
    req,
  })) as Pick<User, 'sessions'> | null
  const sessions = account?.sessions ?? []
  if (!sessions.some((session) => session.id === sid)) return
  const device = userAgent ? userAgent.slice(0, MAX_DEVICE_LENGTH) : null
  const described = sessions.map((session): Session => (session.id === sid ? { ...session, signedInWith, device } : session))
  await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions: described, updatedAt: null }, req, returning: false })
}
