import type { PayloadRequest } from 'payload'

import type { ActionContext } from '@/lib/shared/actions/runAction'

import { changePostStatus, type ModerationResult } from './moderationActs'

/**
 * An admin hides a post (the moderation queue's Hide): out of sight for everyone but its author
 * and admins, in every read path, until restored; a waiting post hidden is a post refused.
 * Its open reports are handled; the audit trail records the change.
 */
export async function hidePost(
  context: ActionContext & { req?: PayloadRequest },
  { postId }: { postId: number },
): Promise<ModerationResult> {
  return changePostStatus(context, postId, { from: ['published', 'waiting'], to: 'hidden', done: 'The post is hidden.' })
}
