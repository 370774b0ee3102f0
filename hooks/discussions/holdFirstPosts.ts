import type { CollectionBeforeChangeHook } from 'payload'

import { postsToApprove } from '@/lib/discussions/moderation/postsToApprove'
import { hasAdminRole } from '@access/roles'

/**
 * A new member's first posts wait for an admin's approval (issue 50, item 4): on create, a post
 * by a member with fewer published posts than DISCUSSION_POSTS_TO_APPROVE is stored as
 * 'waiting', which only its author and admins see until an admin approves it in the moderation
 * queue. Admins never wait; the server's own writes (no user: seeds, imports) are not held.
 * A collection beforeChange hook: Payload applies the status field's access (members cannot set
 * it) before this runs, so the hold holds on every path.
 */
export const holdFirstPosts: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || hasAdminRole(req.user)) return data
  const needed = postsToApprove()
  if (needed === 0) return data
  const { totalDocs } = await req.payload.count({
    collection: 'discussion-posts',
    where: { and: [{ author: { equals: req.user.id } }, { status: { equals: 'published' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs < needed ? { ...data, status: 'waiting' } : data
}
