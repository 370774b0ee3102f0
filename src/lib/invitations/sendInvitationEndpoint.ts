import type { Endpoint } from 'payload'

import { adminEndpointTarget } from '../admin/adminEndpointGuard'
import { checkRateLimit } from '../rateLimits/rateLimit'
import { clientAddress } from '../requests/clientAddress'
import { sendInvitation } from './sendInvitation'

/**
 * POST /api/invitations/:id/send: the admin panel's "send email" action, with the same sender
 * the member form uses. Custom endpoints are public by default, so the role is checked here;
 * the invitation rate limits (per invitee address and per client IP) apply as on the member form.
 */
export const sendInvitationEndpoint: Endpoint = {
  path: '/:id/send',
  method: 'post',
  handler: async (req) => {
    const target = adminEndpointTarget(req, 'Invitation not found')
    if ('refusal' in target) return target.refusal
    const { id } = target
    const invitation = await req.payload.findByID({ collection: 'invitations', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!invitation) return Response.json({ message: 'Invitation not found' }, { status: 404 })
    const refusal = await checkRateLimit(req.payload, 'invitation', { address: invitation.email, ip: clientAddress(req.headers) })
    if (refusal) {
      return Response.json(
        { errors: [{ message: refusal.message }] },
        { status: 429, headers: { 'Retry-After': String(refusal.retryAfterSeconds) } },
      )
    }
    try {
      const sent = await sendInvitation(req.payload, id)
      return Response.json({ message: `Invitation email sent to ${sent.email}`, doc: sent })
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500
      return Response.json({ message: status < 500 ? (error as Error).message : 'Failed to send invitation email' }, { status })
    }
  },
}
