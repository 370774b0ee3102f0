import { readSignedToken, signToken } from '@/lib/accounts/security/signedToken'

/**
 * The challenge a passkey ceremony signs travels in an HTTP-only cookie of the browser that asked
 * for it, signed by the server, bound to the ceremony (sign-in or adding a passkey) and to the
 * account that adds one, and good for five minutes; the answer is checked against it and the
 * cookie cleared. The database keeps no half-finished ceremonies.
 */
export const PASSKEY_CHALLENGE_COOKIE = 'passkey-challenge'
export const CHALLENGE_SECONDS = 5 * 60

export type Ceremony = 'sign-in' | 'register' | 'confirm'

export const sealChallenge = (secret: string, ceremony: Ceremony, challenge: string, userId: number | null, now = Date.now()) =>
  signToken(secret, `passkey-${ceremony}`, `${challenge}~${userId ?? 0}~${Math.floor(now / 1000) + CHALLENGE_SECONDS}`)

/** The challenge a cookie holds for this ceremony and account, or null when it is not one, is another's or expired. */
export function openChallenge(secret: string, ceremony: Ceremony, sealed: unknown, userId: number | null, now = Date.now()): string | null {
  const value = readSignedToken(secret, `passkey-${ceremony}`, sealed)
  const [challenge, owner, expires] = value?.split('~') ?? []
  if (!challenge || Number(owner) !== (userId ?? 0) || !(Number(expires) * 1000 > now)) return null
  return challenge
}
