import type { CollectionAfterChangeHook } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { relationId } from '@/lib/shared/ids/relationId'
import type { MemberBlock } from '@/payload-types'

import { pendingKeyOf } from './checkContactRequestAllowed'

/** A block declines the open contact request between the two, whoever sent it (one UPDATE, no notice). */
export const declineRequestsOfBlockedPair: CollectionAfterChangeHook<MemberBlock> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await belowLocalApi(req.payload, 'declines the pair’s open request in one UPDATE, whoever sent it, with no hooks or notice').updateMany({
    collection: 'contact-requests',
    where: { pendingKey: { equals: pendingKeyOf(relationId(doc.blocker), relationId(doc.blocked)) } },
    data: { status: 'declined', answeredAt: new Date().toISOString(), pendingKey: null },
    req,
    returning: false,
  })
  return doc
}
