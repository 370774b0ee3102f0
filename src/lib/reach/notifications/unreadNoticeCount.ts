import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/** How many of the member's notices are unread: one count on the (recipient, read_at) index. */
export async function unreadNoticeCount(payload: Payload, user: Pick<User, 'id'>): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'notifications',
    where: { and: [{ recipient: { equals: user.id } }, { readAt: { exists: false } }] },
    overrideAccess: true,
  })
  return totalDocs
}
