import type { Endpoint } from 'payload'

import { hasAdminRole } from '../../../access/roles'
import { sendInvitation } from './sendInvitation'

/**
 * POST /api/invitations/:id/send: the admin panel's "send email" action, with the same sender
 * the member form uses. Custom endpoints are public by default, so the role is checked here.
 */
export const sendInvitationEndpoint: Endpoint = {
  path: '/:id/send',
  method: 'post',
  handler: async (req) => {
    if (!hasAdminRole(req.user)) return Response.json({ message: 'You are not allowed to perform this action.' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id)) return Response.json({ message: 'Invitation not found' }, { status: 404 })
    try {
      const invitation = await sendInvitation(req.payload, id)
      return Response.json({ message: `Invitation email sent to ${invitation.email}`, doc: invitation })
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500
      return Response.json({ message: status < 500 ? (error as Error).message : 'Failed to send invitation email' }, { status })
    }
  },
}
