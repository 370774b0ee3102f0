import crypto from 'node:crypto'

import { isSignatureOf, signatureOf } from '@/lib/accounts/security/signedToken'

import { type FeedUrls, webcalOf } from './subscriptionUrls'

export type { FeedUrls }

/**
 * The private calendar feed's address is `/calendar/{key}.{signature}.ics`. The key is random
 * and stored on the member (so it can be looked up and replaced: regenerating makes the old
 * address fail at once); the signature is an HMAC of it with the server's secret and is not
 * stored. So /profile can show the address again, while a copy of the database alone does
 * not reveal any member's working feed address.
 */
export const newFeedKey = () => crypto.randomBytes(18).toString('base64url')

const PURPOSE = 'calendar-feed'

export const feedToken = (secret: string, key: string) => `${key}.${signatureOf(secret, PURPOSE, key)}`

/** The stored key a genuine token carries, or null. */
export function feedKeyOf(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, key, given] = match as unknown as [string, string, string]
  return isSignatureOf(secret, PURPOSE, key, given) ? key : null
}

/** The feed's https address and the webcal one calendar apps subscribe with. */
export function feedUrls(siteUrl: string, secret: string, key: string): FeedUrls {
  const https = `${siteUrl}/calendar/${feedToken(secret, key)}.ics`
  return { https, webcal: webcalOf(https) }
}
