import { CONFIRMATION_MISMATCH, confirmsAccount } from '@/lib/accounts/privacy/accountDeletion'
import { elevated } from '@/lib/accounts/security/elevated'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'

/**
 * A member deletes their own account after typing its e-mail address. It is the admin's
 * delete (the users collection's hooks remove or anonymize what the member owned, and refuse
 * the last super admin); access is overridden only because the collection lets admins alone
 * delete accounts, so the REST API cannot skip the typed confirmation.
 */
export async function deleteOwnAccount({ payload, user }: ActionContext, { confirmation }: { confirmation: string }): Promise<void> {
  if (!confirmsAccount(confirmation, user.email)) throw new AppError('INVALID_INPUT', CONFIRMATION_MISMATCH)
  await payload.delete({
    collection: 'users',
    id: user.id,
    user,
    ...elevated('the member typed their address; deleting accounts through the API is for admins'),
  })
}
