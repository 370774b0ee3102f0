import type { CollectionAfterChangeHook } from 'payload'

import { notifyMembers } from '@/lib/reach/notifications/notifyMembers'
import { relationId } from '@/lib/shared/ids/relationId'
import type { Invitation } from '@/payload-types'

/**
 * An invitation accepted (the invitee completed their profile): the member who invited them is
 * told, with the invitee as the notice's actor (`context.invitee`, set by acceptInvitation), so
 * the notice names them rather than the address it was sent to.
 */
export const notifyInvitationAccepted: CollectionAfterChangeHook<Invitation> = async ({ doc, previousDoc, req, context }) => {
  if (doc.status !== 'accepted' || previousDoc?.status === 'accepted' || !doc.invitedBy) return doc
  const invitee = typeof context.invitee === 'number' ? context.invitee : null
  await notifyMembers(req, [
    {
      recipient: relationId(doc.invitedBy),
      kind: 'invitation-accepted',
      key: `invitation-accepted:${doc.id}`,
      invitation: doc.id,
      actor: invitee,
    },
  ])
  return doc
}
