import { z } from 'zod'

import { adminRowAction } from '@/lib/admin/adminEndpoint'
import { sendInvitation } from '@/lib/organizations/invitations/sendInvitation'

/**
 * POST /api/invitations/:id/send: the admin panel's "send email" action, with the same sender
 * the member form uses (src/lib/organizations/invitations/sendInvitation.ts), whose invitation rate limits
 * apply here too (429 with Retry-After). Admins only.
 */
export const sendInvitationEndpoint = adminRowAction({
  path: '/:id/send',
  method: 'post',
  notFoundMessage: 'Invitation not found',
  body: z.unknown(),
  invalidBody: 'The request could not be read.',
  unexpected: 'Failed to send invitation email',
  run: async (context, { id }) => {
    const sent = await sendInvitation(context, { invitationId: id })
    return { message: `Invitation email sent to ${sent.email}`, doc: sent }
  },
})
