import type { CollectionAfterChangeHook } from 'payload'

import { notifyMembers } from '@/lib/reach/notifications/notifyMembers'
import { relationId } from '@/lib/shared/ids/relationId'
import type { Invitation } from '@/payload-types'

/** An invitation accepted (the invitee completed their profile): the member who invited them is told. */
export const notifyInvitationAccepted: CollectionAfterChangeHook<Invitation> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'accepted' || previousDoc?.status === 'accepted' || !doc.invitedBy) return doc
  await notifyMembers(req, [
    { recipient: relationId(doc.invitedBy), kind: 'invitation-accepted', key: `invitation-accepted:${doc.id}`, invitation: doc.id },
  ])
  return doc
}
