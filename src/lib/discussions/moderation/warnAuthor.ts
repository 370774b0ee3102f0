import type { PayloadRequest } from 'payload'

import { recordAuditEvent } from '@/lib/admin/audit/recordAuditEvent'
import { notifyMembers } from '@/lib/reach/notifications/notifyMembers'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'

import { noticeItem } from '../noticeItem'
import { subjectOf } from '../postSubject'
import { actOnPost, type ModerationResult } from './moderationActs'

export const FORMER_MEMBER_NOT_WARNED = 'The author has deleted their account: there is nobody to warn.'

/**
 * An admin warns a post's author (the moderation queue's Warn): a notice in the author's inbox,
 * written in the author's language when they read it ('A moderator warned you about your post in
 * the discussion on …'), leading to the post; the post itself stays as it is. Once per post (the
 * notice's key): a second warning, or a double click, changes nothing. Recorded in the audit trail.
 */
export async function warnAuthor(
  context: ActionContext & { req?: PayloadRequest },
  { postId }: { postId: number },
): Promise<ModerationResult> {
  return actOnPost(context, postId, async (locked, req) => {
    if (!locked.authorId) throw new AppError('CONFLICT', FORMER_MEMBER_NOT_WARNED)
    const post = await context.payload.findByID({
      collection: 'discussion-posts',
      id: postId,
      depth: 0,
      select: { event: true, agendaItem: true, document: true, project: true },
      user: context.user,
      overrideAccess: false,
      req,
    })
    const subject = subjectOf(post)
    const key = `discussion-warning:${postId}`
    const before = await context.payload.count({
      collection: 'notifications',
      where: { noticeKey: { equals: key } },
      overrideAccess: true,
      req,
    })
    await notifyMembers(req, [
      {
        recipient: locked.authorId,
        kind: 'discussion-warning',
        key,
        discussionPost: postId,
        // An agenda item's thread is on its event's page: the notice names and opens the event.
        ...(subject ? await noticeItem(req, subject) : {}),
      },
    ])
    const warned = before.totalDocs === 0 && locked.authorId !== context.user.id
    if (warned)
      await recordAuditEvent(
        { payload: context.payload, user: context.user, req },
        {
          action: 'update',
          target: 'discussion-posts',
          documentId: postId,
          changes: [{ field: 'warning', label: 'Warning', to: `Sent to user ${locked.authorId}` }],
          summary: `Warned the author (user ${locked.authorId}) about this post`,
        },
      )
    return {
      id: postId,
      status: locked.status,
      changed: warned,
      message: warned ? 'The author is warned.' : 'The author was warned about this post already.',
    }
  })
}
