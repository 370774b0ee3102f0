import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { type PostCounts, postCounts, type ReactionKind } from './reactToPost'

/**
 * A member takes back their "Helpful" or "+1", as the member (they may delete only their own);
 * the post's counts follow in the same transaction. Withdrawing twice is the same success.
 */
export async function withdrawReaction(
  payload: Payload,
  user: User,
  { postId, kind }: { postId: number; kind: ReactionKind },
): Promise<PostCounts> {
  await payload.delete({
    collection: 'discussion-reactions',
    where: { and: [{ post: { equals: postId } }, { member: { equals: user.id } }, { kind: { equals: kind } }] },
    depth: 0,
    user,
    overrideAccess: false,
  })
  return postCounts(payload, user, postId)
}
