import type { PayloadRequest } from 'payload'

import { recordAuditEvent } from '@/lib/admin/audit/recordAuditEvent'
import type { ActionContext } from '@/lib/shared/actions/runAction'

import { actOnPost, changePostStatus, handleReports, type ModerationResult } from './moderationActs'

/**
 * An admin approves a post (the moderation queue's Approve): a waiting post is published; a
 * reported post that is fine stays as it is and its reports are dismissed (recorded in the audit
 * trail, which the status change records by itself).
 */
export async function approvePost(
  context: ActionContext & { req?: PayloadRequest },
  { postId }: { postId: number },
): Promise<ModerationResult> {
  const dismissed = await actOnPost(context, postId, async (post, req) => {
    if (post.status === 'waiting') return null
    const handled = await handleReports(req, postId)
    if (handled > 0)
      await recordAuditEvent(
        { payload: context.payload, user: context.user, req },
        {
          action: 'update',
          target: 'discussion-posts',
          documentId: postId,
          changes: [{ field: 'reports', label: 'Open reports', from: String(handled), to: '0' }],
          summary: `Reports dismissed: the post stays ${post.status}`,
        },
      )
    return { id: postId, status: post.status, changed: handled > 0, message: 'The reports are dismissed; the post stays as it is.' }
  })
  return dismissed ?? changePostStatus(context, postId, { from: ['waiting'], to: 'published', done: 'The post is published.' })
}
