import type { Payload } from 'payload'

import type { SecondStep } from '@/lib/sessions/signInMethods'
import type { User } from '@/payload-types'

type Session = NonNullable<User['sessions']>[number]

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
  const account = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    select: { sessions: true },
  })) as Pick<User, 'sessions'> | null
  const sessions = account?.sessions ?? []
  if (!sessions.some((session) => session.id === sid)) return false
  const confirmed = sessions.map((session): Session => (session.id === sid ? { ...session, confirmedWith: step } : session))
  await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions: confirmed, updatedAt: null }, returning: false })
  return true
}
