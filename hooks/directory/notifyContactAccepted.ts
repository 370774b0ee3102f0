import type { CollectionAfterChangeHook } from 'payload'

import { notifyMembers } from '@/lib/reach/notifications/notifyMembers'
import { relationId } from '@/lib/shared/ids/relationId'
import type { ContactRequest } from '@/payload-types'

/** An accepted contact request: the sender is told, and finds the recipient's address on /people/requests. */
export const notifyContactAccepted: CollectionAfterChangeHook<ContactRequest> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'accepted' || previousDoc?.status === 'accepted') return doc
  await notifyMembers(req, [
    {
      recipient: relationId(doc.sender),
      kind: 'contact-accepted',
      key: `contact-accepted:${doc.id}`,
      contactRequest: doc.id,
      actor: relationId(doc.recipient),
    },
  ])
  return doc
}
