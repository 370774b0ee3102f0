import crypto from 'node:crypto'

import { sameSecret } from '@/lib/accounts/security/signedToken'
import { isRowId } from '@/lib/shared/ids/rowId'

/** How long a notification e-mail can be answered: a reply weeks later is still a reply. */
export const REPLY_ADDRESS_DAYS = 60

/** A secret shorter than this is refused (the feature stays off): the signature is only as strong as it. */
const MIN_SECRET_LENGTH = 32
const DAY_MS = 86_400_000

type ReplySettings = { local: string; domain: string; secret: string }

/**
 * Where answers to notification e-mails go, from the environment: EMAIL_REPLY_ADDRESS (the
 * mailbox the mail provider or MTA receives them at, e.g. `reply@in.example.org`; each e-mail's
 * Reply-To is it with a signed tag, `reply+<tag>@in.example.org`) and EMAIL_REPLY_SECRET (the
 * HMAC key of the tags). Either missing: no e-mail offers a reply and the webhook refuses.
 */
export function replySettings(env: NodeJS.ProcessEnv = process.env): ReplySettings | null {
  const address = env.EMAIL_REPLY_ADDRESS?.trim().toLowerCase()
  const secret = env.EMAIL_REPLY_SECRET?.trim()
  if (!address || !secret || secret.length < MIN_SECRET_LENGTH) return null
  const match = /^([a-z0-9._-]{1,40})@([a-z0-9.-]{1,200})$/.exec(address)
  if (!match) return null
  return { local: match[1]!, domain: match[2]!, secret }
}

/**
 * The tag's signature: HMAC-SHA256 of member, post and last valid day, lowercase hex (mail
 * systems may change a local part's case), 128 bits, so the local part stays within 64 characters.
 */
const signatureOf = (secret: string, member: number, post: number, day: number) =>
  crypto.createHmac('sha256', secret).update(`discussion-reply:${member}:${post}:${day}`).digest('hex').slice(0, 32)

/**
 * The Reply-To of a notification e-mail about a post: bound to the member it is sent to, the
 * post an answer replies to and a last day; null when replies by e-mail are not configured.
 */
export function replyAddressFor(member: number, post: number, now = new Date()): string | null {
  const settings = replySettings()
  if (!settings) return null
  const day = Math.floor(now.getTime() / DAY_MS) + REPLY_ADDRESS_DAYS
  const tag = [member.toString(36), post.toString(36), day.toString(36), signatureOf(settings.secret, member, post, day)].join('-')
  return `${settings.local}+${tag}@${settings.domain}`
}

export type ReplyAddress = { member: number; post: number } | { expired: true } | null

// Bounded classes only: one pass over the (capped) recipient field.
const TAGGED = /([a-z0-9._-]{1,40})\+([0-9a-z]{1,12})-([0-9a-z]{1,12})-([0-9a-z]{1,8})-([0-9a-f]{32})@([a-z0-9.-]{1,200})/

/**
 * The member and post a received message's recipient names, when its tag is genuine (made with
 * the secret, for this mailbox), `{ expired }` when it was but its day is past, else null. The
 * recipient may be a list or carry a display name: the first tagged address counts.
 */
export function readReplyAddress(to: string, now = new Date()): ReplyAddress {
  const settings = replySettings()
  if (!settings) return null
  const match = TAGGED.exec(to.slice(0, 2000).toLowerCase())
  if (!match || match[1] !== settings.local || match[6] !== settings.domain) return null
  const [member, post, day] = [match[2]!, match[3]!, match[4]!].map((part) => parseInt(part, 36))
  if (!isRowId(member) || !isRowId(post) || !Number.isSafeInteger(day)) return null
  if (!sameSecret(signatureOf(settings.secret, member!, post!, day!), match[5])) return null
  if (Math.floor(now.getTime() / DAY_MS) > day!) return { expired: true }
  return { member: member!, post: post! }
}
