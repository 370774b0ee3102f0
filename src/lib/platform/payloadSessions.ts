import type { Payload, PayloadRequest } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { User } from '@/payload-types'

import { untilOwnWritesHeard } from './pageCache/ownWritesHeard'

export type Session = NonNullable<User['sessions']>[number]

/**
 * Payload keeps an account's sessions as an array on its row, which it rewrites whole on every
 * sign-in and sign-out, and its API cannot change one session. These read and write the array
 * the same way (tests/platform/frameworkInternals.test.ts pins its shape).
 */
export async function sessionsOf(payload: Payload, userId: number, req?: Partial<PayloadRequest>): Promise<Session[]> {
  const account = (await belowLocalApi(
    payload,
    'Payload’s own session rows, read as its auth code reads them, without the account’s hooks',
  ).findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    select: { sessions: true },
    req,
  })) as Pick<User, 'sessions'> | null
  return account?.sessions ?? []
}

/** Writes the account's sessions back, its `updatedAt` kept: a session is no edit of the account. */
export async function rewriteSessions(payload: Payload, userId: number, sessions: Session[], req?: Partial<PayloadRequest>): Promise<void> {
  await belowLocalApi(payload, 'Payload’s API cannot change one session: rewrites the array as its sign-in and logout do').updateOne({
    collection: 'users',
    id: userId,
    data: { sessions, updatedAt: null },
    req,
    returning: false,
  })
  // Outside a transaction it committed here: the session ended is forgotten before the caller answers.
  if (!req?.transactionID) await untilOwnWritesHeard()
}
