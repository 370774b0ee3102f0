import { adminRowEndpoint } from '../admin/adminEndpoint'
import { checkRateLimit } from '../rateLimits/rateLimit'
import { clientAddress } from '../requests/clientAddress'
import { sendInvitation } from './sendInvitation'

/**
 * POST /api/invitations/:id/send: the admin panel's "send email" action, with the same sender
 * the member form uses. Admins only; the invitation rate limits (per invitee address and per
 * client IP) apply as on the member form.
 */
export const sendInvitationEndpoint = adminRowEndpoint({
  path: '/:id/send',
  method: 'post',
  notFoundMessage: 'Invitation not found',
  handler: async (req, id, notFound) => {
    const invitation = await req.payload.findByID({ collection: 'invitations', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!invitation) return notFound()
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
})
