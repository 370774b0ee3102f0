import { z } from 'zod'

import { resetSecondFactorOf } from '@/lib/accounts/secondFactor/resetSecondFactor'
import { adminRowAction } from '@/lib/admin/adminEndpoint'

/**
 * POST /api/users/:id/reset-second-step: a super admin takes away another account's passkeys,
 * authenticator app and recovery codes (a lost phone) and signs it out everywhere; audited. The
 * admin panel's "Reset second step" on the user's page. Admins get 403 from the domain function.
 */
export const resetSecondStepEndpoint = adminRowAction({
  path: '/:id/reset-second-step',
  method: 'post',
  notFoundMessage: 'User not found',
  body: z.object({}).passthrough(),
  invalidBody: 'Send an empty JSON object.',
  unexpected: 'The second step could not be reset. Please try again.',
  run: async (context, { id }) => {
    await resetSecondFactorOf(context, { userId: id })
    return { message: 'Second step reset: the account signs in with its password and sets up a new one.' }
  },
})
