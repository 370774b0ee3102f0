import type { CollectionBeforeChangeHook } from 'payload'

import { findReadablePost } from '@/lib/discussions/findReadablePost'
import { sameSubject, subjectOf } from '@/lib/discussions/postSubject'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'

/**
 * Replies go one level deep: a reply to a reply is stored as a reply to its top post. The post
 * answered must be one the writer may read, not deleted, and under the same item.
 */
export const keepRepliesOneLevel: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create' || data.replyTo === undefined || data.replyTo === null) return data
  const answered = await findReadablePost(req, relationId(data.replyTo))
  if (!answered) throw new AppError('NOT_FOUND', errorText('discussionPostNotFound'))
  if (answered.status === 'deleted') throw new AppError('CONFLICT', errorText('discussionPostDeleted'))
  if (!sameSubject(subjectOf(answered), subjectOf(data))) throw new AppError('INVALID_INPUT', errorText('discussionReplyElsewhere'))
  data.replyTo = relationId(answered.replyTo) ?? answered.id
  return data
}
