import type { Payload } from 'payload'

import { AppError } from '@/lib/errors/appError'
import type { User } from '@/payload-types'

import { CONFIRMATION_MISMATCH, confirmsAccount } from './accountDeletion'

/**
 * A member deletes their own account after typing its e-mail address. It is the admin's
 * delete (the users collection's hooks remove or anonymize what the member owned, and refuse
 * the last super admin); access is overridden only because the collection lets admins alone
 * delete accounts, so the REST API cannot skip the typed confirmation.
 */
export async function deleteOwnAccount(payload: Payload, user: User, confirmation: string): Promise<void> {
  if (!confirmsAccount(confirmation, user.email)) throw new AppError('INVALID_INPUT', CONFIRMATION_MISMATCH)
  await payload.delete({ collection: 'users', id: user.id, user, overrideAccess: true })
}
