import type { CollectionAfterOperationHook } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

/**
 * A password reset went through the link e-mailed to the address, which proves it as well as a
 * verification link does: the account is verified (Payload's reset signs the member in, and
 * would otherwise leave them unable to sign in with the password they just chose).
 */
export const verifyByPasswordReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const id = (result as { user?: { id?: number | string } } | undefined)?.user?.id
  if (id !== undefined) {
    await belowLocalApi(req.payload, 'verifies the account and clears its token: Payload lets no update set the token').updateOne({
      collection: 'users',
      id,
      data: { _verified: true, _verificationToken: null },
      req,
      returning: false,
    })
  }
  return result
}
