import crypto from 'node:crypto'

/**
 * Short signed tokens: `{value}.{signature}`, the signature an HMAC-SHA256 of the purpose and
 * value with the server's secret, so a token made for one purpose (a cookie, a link) is never
 * accepted for another, and none can be made up without the secret. Values are base64url or
 * plain ids (no dots).
 */
const signatureOf = (secret: string, purpose: string, value: string) =>
  crypto.createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url')

export const signToken = (secret: string, purpose: string, value: string) => `${value}.${signatureOf(secret, purpose, value)}`

/** The value of a genuine token for this purpose, or null (compared in constant time). */
export function readSignedToken(secret: string, purpose: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 300) return null
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return null
  const value = token.slice(0, dot)
  const expected = Buffer.from(signatureOf(secret, purpose, value))
  const given = Buffer.from(token.slice(dot + 1))
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null
}
