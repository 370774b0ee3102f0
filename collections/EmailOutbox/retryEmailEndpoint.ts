import { z } from 'zod'

import { adminRowAction } from '@/lib/admin/adminEndpoint'
import { retryNotification } from '@/lib/reach/memberEmails/retryNotification'

/**
 * POST /api/email-outbox/:id/retry: the operations view's Retry of a failed e-mail, an adapter
 * around retryNotification (src/lib/reach/memberEmails/retryNotification.ts). Super admins only: the
 * endpoint lets admins through, the domain function refuses anyone but a super admin.
 */
export const retryEmailEndpoint = adminRowAction({
  path: '/:id/retry',
  method: 'post',
  notFoundMessage: 'E-mail not found',
  body: z.object({}).strict(),
  invalidBody: 'A retry takes no input.',
  unexpected: 'The e-mail could not be queued again. Please try again.',
  run: (context, { id }) => retryNotification(context, { id }),
})
