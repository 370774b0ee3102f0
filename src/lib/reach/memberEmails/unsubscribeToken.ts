import { isSignatureOf, signatureOf } from '@/lib/accounts/security/signedToken'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { siteUrl } from '@/lib/shared/siteUrl'

import { NOTICE_EMAIL_TOPICS, type NoticeEmailTopic } from '../notifications/noticeEmails'

/**
 * What an unsubscribe link turns off: reminders (events and sessions), schedule-change alerts,
 * the weekly digest, or the e-mails of one kind of notice (they stay in the inbox).
 */
export type UnsubscribeTopic = 'reminders' | 'schedule-changes' | 'weekly-digest' | NoticeEmailTopic
const TOPICS: readonly UnsubscribeTopic[] = ['reminders', 'schedule-changes', 'weekly-digest', ...NOTICE_EMAIL_TOPICS]

const PURPOSE = 'unsubscribe'

/**
 * The token of an e-mail's unsubscribe link: the member and topic, signed with the server's
 * secret, so the link works without signing in and cannot be made up for someone else. It
 * does not expire: an old e-mail's link should still work.
 */
export const unsubscribeToken = (secret: string, userId: number, topic: UnsubscribeTopic) =>
  `${userId}.${topic}.${signatureOf(secret, PURPOSE, `${userId}:${topic}`)}`

/** The member and topic of a genuine token, or null. */
export function readUnsubscribeToken(secret: string, token: unknown): { userId: number; topic: UnsubscribeTopic } | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [id, topic, given] = token.split('.')
  const userId = parseRowId(id)
  if (!userId || !TOPICS.includes(topic as UnsubscribeTopic) || !given) return null
  if (!isSignatureOf(secret, PURPOSE, `${userId}:${topic}`, given)) return null
  return { userId, topic: topic as UnsubscribeTopic }
}

/**
 * The address of an e-mail's unsubscribe link: the page that asks to confirm, or with `oneClick`
 * the address mail apps POST to from their own unsubscribe button (RFC 8058).
 */
export const unsubscribeUrl = (secret: string, userId: number, topic: UnsubscribeTopic, { oneClick = false } = {}) =>
  `${siteUrl()}/unsubscribe${oneClick ? '/one-click' : ''}?token=${encodeURIComponent(unsubscribeToken(secret, userId, topic))}`
