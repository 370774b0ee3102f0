import type { Payload } from 'payload'

import { requestAs } from '@/lib/infrastructure/database/inTransaction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'
import type { DiscussionPost, User } from '@/payload-types'

import { findReadablePost } from './findReadablePost'
import { subjectOf } from './postSubject'
import { writePost } from './writePost'

export type ReplyInput = {
  /** The post answered; a reply to a reply becomes a reply to its top post (one level). */
  replyTo: number
  body: string
  quotes?: number | null
  idempotencyKey?: string
}

/**
 * A member answers a post they may read, under the same item, as the member
 * (hooks/discussions/keepRepliesOneLevel.ts keeps the rule on every path). Returns the reply.
 */
export async function replyToPost(payload: Payload, user: User, input: ReplyInput): Promise<DiscussionPost> {
  const answered = await findReadablePost(await requestAs(payload, user), input.replyTo)
  const subject = answered ? subjectOf(answered) : null
  if (!answered || !subject) throw new AppError('NOT_FOUND', errorText('discussionPostNotFound'))
  return writePost(payload, user, {
    subject,
    replyTo: relationId(answered.replyTo) ?? answered.id,
    body: input.body,
    quotes: input.quotes,
    idempotencyKey: input.idempotencyKey,
  })
}
