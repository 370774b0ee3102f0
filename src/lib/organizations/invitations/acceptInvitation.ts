import type { Payload } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { parseRowId } from '@/lib/shared/ids/rowId'
import type { Invitation, User } from '@/payload-types'

import { domainsOf, findInvitationFor, isOpen } from './openInvitation'

/** The invitation a member may use: the given one if it is open and addressed to them, else a match. */
export async function invitationForMember(payload: Payload, email: string, inviteId?: string | null): Promise<Invitation | null> {
  const id = parseRowId(inviteId)
  if (id) {
    const invitation = await payload.findByID({ collection: 'invitations', id, depth: 0, disableErrors: true, overrideAccess: true })
    const address = email.toLowerCase()
    const addressed = invitation && (invitation.email === address || domainsOf(invitation.domains).includes(address.split('@')[1] ?? ''))
    if (invitation && addressed && isOpen(invitation)) return invitation
  }
  return findInvitationFor(payload, email)
}

/**
 * Completing the profile accepts the invitation: status accepted, with acceptedAt. The member
 * who accepted is handed to the inviter's notice (hooks/organizations/notifyInvitationAccepted.ts),
 * which then names them.
 */
export const acceptInvitation = (payload: Payload, invitation: Invitation, invitee?: Pick<User, 'id'>) =>
  payload.update({
    collection: 'invitations',
    id: invitation.id,
    data: { status: 'accepted', acceptedAt: new Date().toISOString() },
    ...elevated('the invitee completed their profile; invitations are written by admins'),
    depth: 0,
    context: { invitee: invitee?.id },
  })
