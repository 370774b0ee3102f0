import { z } from 'zod'

import { adminRowAction } from '@/lib/admin/adminEndpoint'
import { AppError } from '@/lib/errors/appError'
import { sendInvitation } from '@/lib/invitations/sendInvitation'
import { checkRateLimit } from '@/lib/rateLimits/rateLimit'
import { clientAddress } from '@/lib/requests/clientAddress'

/**
 * POST /api/invitations/:id/send: the admin panel's "send email" action, with the same sender
 * the member form uses (src/lib/invitations/sendInvitation.ts). Admins only; the invitation
 * rate limits (per invitee address and per client IP) apply as on the member form.
 */
export const sendInvitationEndpoint = adminRowAction({
  path: '/:id/send',
  method: 'post',
  notFoundMessage: 'Invitation not found',
  body: z.unknown(),
  invalidBody: 'The request could not be read.',
  unexpected: 'Failed to send invitation email',
  run: async (context, { id }) => {
    const { payload, req } = context
    const invitation = await payload.findByID({ collection: 'invitations', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!invitation) throw new AppError('NOT_FOUND', 'Invitation not found')
    const refusal = await checkRateLimit(payload, 'invitation', { address: invitation.email, ip: clientAddress(req.headers) })
    if (refusal) {
      return Response.json(
        { errors: [{ message: refusal.message }] },
        { status: 429, headers: { 'Retry-After': String(refusal.retryAfterSeconds) } },
      )
    }
    const sent = await sendInvitation(context, { invitationId: id })
    return { message: `Invitation email sent to ${sent.email}`, doc: sent }
  },
})
