import { sameSecret } from '@/lib/accounts/security/signedToken'

/** An inbound message's JSON, at most: a reply's text and then some; a larger body is refused unread. */
export const MAX_INBOUND_BYTES = 256 * 1024

/**
 * Whether the mail provider's or MTA's request carries the webhook's shared secret
 * (INBOUND_EMAIL_SECRET) as `Authorization: Bearer <secret>`, compared in constant time. Without
 * the variable every request is refused: the webhook is off.
 */
export function inboundAuthorized(authorization: string | null, env: NodeJS.ProcessEnv = process.env): boolean {
  const secret = env.INBOUND_EMAIL_SECRET?.trim()
  if (!secret || !authorization) return false
  const match = /^bearer\s+(\S{1,500})$/i.exec(authorization.trim())
  return match !== null && sameSecret(secret, match[1])
}
