import crypto from 'node:crypto'

/**
 * The one place the server signs and checks what it hands out: calendar feed addresses,
 * unsubscribe links, invitation keys, the anonymous-survey cookie, rate-limit subjects and the
 * OAuth state. A signature is an HMAC-SHA256 of `{purpose}:{value}` with the server's secret,
 * so one made for one purpose (a cookie, a link) is never accepted for another, and none can be
 * made up without the secret. Changing how one is computed breaks the links already sent.
 */
export const signatureOf = (secret: string, purpose: string, value: string) =>
  crypto.createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url')

/** Whether two secrets (a signature, an OAuth state) are the same, compared in constant time. */
export function sameSecret(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || expected.length === 0) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/** Whether `given` is the signature of `value` for `purpose` (cut to `length` characters where the link carries a short one). */
export const isSignatureOf = (secret: string, purpose: string, value: string, given: unknown, length?: number) =>
  sameSecret(signatureOf(secret, purpose, value).slice(0, length), given)

/** A short signed token, `{value}.{signature}`; values are base64url or plain ids (no dots). */
export const signToken = (secret: string, purpose: string, value: string) => `${value}.${signatureOf(secret, purpose, value)}`

/** The value of a genuine token for this purpose, or null. */
export function readSignedToken(secret: string, purpose: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 300) return null
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return null
  const value = token.slice(0, dot)
  return isSignatureOf(secret, purpose, value, token.slice(dot + 1)) ? value : null
}
