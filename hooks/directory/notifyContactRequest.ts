import type { CollectionAfterChangeHook } from 'payload'

import { notifyMembers } from '@/lib/reach/notifications/notifyMembers'
import { relationId } from '@/lib/shared/ids/relationId'
import type { ContactRequest } from '@/payload-types'

/** A new contact request: the recipient finds it in their inbox, and by e-mail at once unless they chose otherwise. */
export const notifyContactRequest: CollectionAfterChangeHook<ContactRequest> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await notifyMembers(req, [
    {
      recipient: relationId(doc.recipient),
      kind: 'contact-request',
      key: `contact-request:${doc.id}`,
      contactRequest: doc.id,
      actor: relationId(doc.sender),
    },
  ])
  return doc
}
