import type { Payload } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

/** Refuses an id that names no account (404, as "not in the directory"), before a write would fail on it. */
export async function requireMember(payload: Payload, memberId: number): Promise<void> {
  const found = await payload.count({ collection: 'users', where: { id: { equals: memberId } }, overrideAccess: true })
  if (!found.totalDocs) throw new AppError('NOT_FOUND', errorText('contactRequestNotListed'))
}
