import { Secret, TOTP } from 'otpauth'

import { SITE_NAME } from '@/lib/reach/pageMetadata'

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: SITE_NAME, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) })

/** A new secret (160 bits, base32), for one account's authenticator app. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The otpauth:// address an authenticator app scans (as a QR code) or takes pasted. */
export const totpAddress = (secret: string, email: string): string => totpOf(secret, email).toString()

/** The code the app shows at `now`: for the seed's printout and for tests that type it. */
export const totpCode = (secret: string, now = Date.now()): string => totpOf(secret).generate({ timestamp: now })

/**
 * The time step a six-digit code belongs to, accepting the step before and after (a phone's clock
 * a little off), or null. A step at or before `lastStep` is refused: a code works once (RFC 6238, 5.2).
 */
export function totpStepOf(secret: string, code: string, lastStep: number | null | undefined, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpOf(secret).validate({ token, timestamp: now, window: 1 })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta
  return lastStep != null && step <= lastStep ? null : step
}
