import type { PayloadRequest } from 'payload'

import type { ActionContext } from '@/lib/shared/actions/runAction'

import { changePostStatus, type ModerationResult } from './moderationActs'

/** An admin restores a hidden post (the moderation queue's Restore): published again for everyone who may read its item. Audited. */
export async function restorePost(
  context: ActionContext & { req?: PayloadRequest },
  { postId }: { postId: number },
): Promise<ModerationResult> {
  return changePostStatus(context, postId, { from: ['hidden'], to: 'published', done: 'The post is shown again.' })
}
