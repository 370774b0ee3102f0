import type { PayloadRequest } from 'payload'

import type { DiscussionPost } from '@/payload-types'

/**
 * A post as the acting member may read it (the collection's access: the item's own rule, the
 * blocked pair, drafts), or null. A request without a user is the server's own (no access).
 */
export async function findReadablePost(req: PayloadRequest, id: unknown): Promise<DiscussionPost | null> {
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null
  const { docs } = await req.payload.find({
    collection: 'discussion-posts',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    req,
    overrideAccess: !req.user,
  })
  return docs[0] ?? null
}
