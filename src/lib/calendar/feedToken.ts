import crypto from 'node:crypto'

/**
 * The private calendar feed's address is `/calendar/{key}.{signature}.ics`. The key is random
 * and stored on the member (so it can be looked up and replaced: regenerating makes the old
 * address fail at once); the signature is an HMAC of it with the server's secret and is not
 * stored. So /profile can show the address again, while a copy of the database alone does
 * not reveal any member's working feed address.
 */
export const newFeedKey = () => crypto.randomBytes(18).toString('base64url')

const signature = (secret: string, key: string) => crypto.createHmac('sha256', secret).update(`calendar-feed:${key}`).digest('base64url')

export const feedToken = (secret: string, key: string) => `${key}.${signature(secret, key)}`

/** The stored key a genuine token carries, or null. */
export function feedKeyOf(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, key, given] = match as unknown as [string, string, string]
  const expected = Buffer.from(signature(secret, key))
  const actual = Buffer.from(given)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? key : null
}

/** The feed's https address and the webcal one calendar apps subscribe with. */
export function feedUrls(siteUrl: string, secret: string, key: string) {
  const https = `${siteUrl}/calendar/${feedToken(secret, key)}.ics`
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') }
}
