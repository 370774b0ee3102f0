import type { PayloadRequest } from 'payload'

import type { ActionContext } from '@/lib/shared/actions/runAction'

import { changePostStatus, type ModerationResult } from './moderationActs'

/**
 * An admin deletes a post (the moderation queue's Delete): as an author's delete does, the post
 * keeps its place in the thread marked deleted (its replies stay readable) and its text is gone
 * for everyone but admins, who find it in the post's history (hooks/discussions/clearDeletedBody.ts).
 * Final: a deleted post is never restored. Audited by the trail's hook.
 */
export async function deletePostAsModerator(
  context: ActionContext & { req?: PayloadRequest },
  { postId }: { postId: number },
): Promise<ModerationResult> {
  return changePostStatus(context, postId, { from: ['published', 'waiting', 'hidden'], to: 'deleted', done: 'The post is deleted.' })
}
