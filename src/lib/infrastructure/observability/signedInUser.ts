import crypto from 'node:crypto'

import { payloadSecret } from '../payloadSecret'

let key: Buffer | undefined
/** Payload's signing key: the SHA-256 of PAYLOAD_SECRET, hex, first 32 characters (Payload's init). */
const signingKey = () => (key ??= Buffer.from(crypto.createHash('sha256').update(payloadSecret()).digest('hex').slice(0, 32)))

/**
 * The user id of the session cookie (`payload-token`, Payload's HS256 JWT) when its signature and
 * expiry check out, for the access log only: a forged or expired token logs no user. Rights are
 * never decided here (Payload's own auth does that, with the session list).
 */
export function signedInUserId(cookieHeader: string | undefined): number | string | null {
  const token = cookieHeader?.match(/(?:^|;\s*)payload-token=([\w-]+\.[\w-]+\.[\w-]+)/)?.[1]
  if (!token || token.length > 4096) return null
  const [header, body, signature] = token.split('.') as [string, string, string]
  const expected = crypto.createHmac('sha256', signingKey()).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { id?: number | string; exp?: number }
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null
    return typeof claims.id === 'number' || typeof claims.id === 'string' ? claims.id : null
  } catch {
    return null
  }
}
