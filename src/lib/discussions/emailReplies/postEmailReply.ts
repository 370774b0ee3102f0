import type { Payload } from 'payload'

import { requestAs } from '@/lib/infrastructure/database/inTransaction'
import { limitMemberMail } from '@/lib/infrastructure/rateLimits/rateLimit'
import { isWithheldFromEmail } from '@/lib/reach/notifications/noticeEmailContent'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { DiscussionPost } from '@/payload-types'

import { findReadablePost } from '../findReadablePost'
import { subjectOf } from '../postSubject'
import { replyToPost } from '../replyToPost'
import { readReplyAddress } from './replyAddress'
import { stripQuotedReply } from './stripQuotedReply'

/** A received answer to a notification e-mail, as the webhook passes it on (docs/api.md). */
export type InboundReply = { to: string; from: string; text: string }

/** The address in a From header: `Ada <ada@example.org>` or a bare address, lower case; null when there is none. */
export function senderAddress(from: string): string | null {
  const field = from.slice(0, 500)
  const bracketed = /<([^<>\s]{1,320})>/.exec(field)
  const address = (bracketed ? bracketed[1]! : field).trim().toLowerCase()
  return /^[^\s@<>]{1,64}@[^\s@<>]{1,255}$/.test(address) ? address : null
}

/** Whether the post's item is labelled TLP:AMBER or above: such a thread takes no replies by e-mail (as its e-mails carry no content). */
async function labelledAmberOrAbove(payload: Payload, post: DiscussionPost): Promise<boolean> {
  const subject = subjectOf(post)
  const read = { id: subject?.id ?? 0, depth: 0, select: { tlp: true }, overrideAccess: true, disableErrors: true } as const
  // An item not found counts as labelled: isWithheldFromEmail treats a bare id so.
  if (subject?.field === 'document')
    return isWithheldFromEmail({ document: (await payload.findByID({ collection: 'documents', ...read })) ?? subject.id })
  if (subject?.field === 'project')
    return isWithheldFromEmail({ project: (await payload.findByID({ collection: 'projects', ...read })) ?? subject.id })
  return false
}

const refuse = (code: 'FORBIDDEN' | 'NOT_FOUND' | 'INVALID_INPUT', key: Parameters<typeof errorText>[0]) =>
  new AppError(code, errorText(key))

/**
 * Posts an answer to a notification e-mail as a reply in its thread (issue 50, item 3): the
 * recipient address must carry a genuine, unexpired tag (replyAddress.ts: member, post, day); the
 * sender must be that member's address, confirmed; the member may send so many per hour
 * (`emailReply`); the post must still be theirs to read (its access as them: label, blocks);
 * threads on material labelled TLP:AMBER or above take none. The text is cut above the quoted
 * original and the signature, then posted through replyToPost as the member, so every rule of
 * posting applies (the body's bounds, rate limits, approval of a new member's first posts). A
 * mail system that delivers the same message twice gets the first reply back.
 */
export async function postEmailReply(payload: Payload, message: InboundReply): Promise<DiscussionPost> {
  const address = readReplyAddress(message.to)
  if (!address) throw refuse('FORBIDDEN', 'emailReplyInvalidAddress')
  if ('expired' in address) throw refuse('FORBIDDEN', 'emailReplyExpired')
  const member = await payload.findByID({ collection: 'users', id: address.member, depth: 0, overrideAccess: true, disableErrors: true })
  if (!member) throw refuse('FORBIDDEN', 'emailReplyInvalidAddress')
  const sender = senderAddress(message.from)
  if (!sender || !member._verified || sender !== member.email.trim().toLowerCase()) throw refuse('FORBIDDEN', 'emailReplyWrongSender')
  await limitMemberMail(payload, 'emailReply', { sender: member.id })
  const post = await findReadablePost(await requestAs(payload, member), address.post)
  if (!post) throw refuse('NOT_FOUND', 'emailReplyUnavailable')
  if (await labelledAmberOrAbove(payload, post)) throw refuse('FORBIDDEN', 'emailReplyRestricted')
  const body = stripQuotedReply(message.text)
  if (!body) throw refuse('INVALID_INPUT', 'emailReplyEmpty')
  return replyToPost(payload, member, { replyTo: post.id, body, idempotencyKey: `email-reply:${address.post}` })
}
