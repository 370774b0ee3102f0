import type { Endpoint } from 'payload'

import { adminEndpointTarget } from '../admin/adminEndpointGuard'
import { sendInvitation } from './sendInvitation'

/**
 * POST /api/invitations/:id/send: the admin panel's "send email" action, with the same sender
 * the member form uses. Custom endpoints are public by default, so the role is checked here.
 */
export const sendInvitationEndpoint: Endpoint = {
  path: '/:id/send',
  method: 'post',
  handler: async (req) => {
    const target = adminEndpointTarget(req, 'Invitation not found')
    if ('refusal' in target) return target.refusal
    const { id } = target
    try {
      const invitation = await sendInvitation(req.payload, id)
      return Response.json({ message: `Invitation email sent to ${invitation.email}`, doc: invitation })
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500
      return Response.json({ message: status < 500 ? (error as Error).message : 'Failed to send invitation email' }, { status })
    }
  },
}
