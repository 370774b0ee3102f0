import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/ids/relationId'
import type { MemberBlock } from '@/payload-types'

import { pendingKeyOf } from './checkContactRequestAllowed'

/** A block declines the open contact request between the two, whoever sent it (one UPDATE, no notice). */
export const declineRequestsOfBlockedPair: CollectionAfterChangeHook<MemberBlock> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.db.updateMany({
    collection: 'contact-requests',
    where: { pendingKey: { equals: pendingKeyOf(relationId(doc.blocker), relationId(doc.blocked)) } },
    data: { status: 'declined', answeredAt: new Date().toISOString(), pendingKey: null },
    req,
    returning: false,
  })
  return doc
}
