import crypto from 'node:crypto'

import { payloadSecret } from '../payloadSecret'

/**
 * Secrets kept at rest that the server must read back in full (an authenticator app's key:
 * unlike a password or a recovery code it cannot be hashed), sealed with AES-256-GCM so a
 * database dump or backup holds no usable secret. The key is derived (HKDF-SHA-256) from
 * SECRETS_KEY, or PAYLOAD_SECRET when that is not set; SECRETS_KEY_PREVIOUS lists earlier key
 * materials (comma-separated) still accepted for reading until `npm run secrets:rotate` has
 * sealed everything again with the current one. Each sealed value names its key by a short id.
 *
 * Format: `sealed:v1:<key id>:<iv>:<ciphertext and tag>` (base64url).
 */
const PREFIX = 'sealed:v1:'
const IV_BYTES = 12
const TAG_BYTES = 16
/** Longer than any value this seals: refused before any parsing. */
const MAX_SEALED_LENGTH = 1024

export type SealingKey = { id: string; key: Buffer }
export type SealingKeys = { current: SealingKey; previous: SealingKey[] }

export class SealedTextError extends Error {
  override name = 'SealedTextError'
}

/** Derived keys by their material: derived once per process, not on every seal and open (a sign-in's code check). */
const derived = new Map<string, SealingKey>()

function keyFrom(material: string): SealingKey {
  const known = derived.get(material)
  if (known) return known
  const key = Buffer.from(crypto.hkdfSync('sha256', material, 'it-ot-community', 'sealed secrets v1', 32))
  const id = crypto.createHash('sha256').update('key id').update(key).digest('hex').slice(0, 8)
  // Bounded: the configured materials, and the few a rotation or a test names.
  if (derived.size < 32) derived.set(material, { id, key })
  return { id, key }
}

/** The keys from the environment: the current one seals, every one opens what it sealed. */
export function sealingKeys(env: Partial<Record<string, string>> = process.env): SealingKeys {
  const current = env.SECRETS_KEY?.trim() || env.PAYLOAD_SECRET || payloadSecret()
  const previous = (env.SECRETS_KEY_PREVIOUS ?? '')
    .split(',')
    .map((material) => material.trim())
    .filter(Boolean)
  return { current: keyFrom(current), previous: previous.map(keyFrom) }
}

/** Whether a stored value is sealed (by any key). */
export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX)

/** Seals `plain` for `purpose` (bound as associated data: a value sealed for one purpose does not open as another). */
export function seal(plain: string, purpose: string, keys: SealingKeys = sealingKeys()): string {
  const iv = crypto.randomBytes(IV_BYTES)
  const cipher = crypto.createCipheriv('aes-256-gcm', keys.current.key, iv)
  cipher.setAAD(Buffer.from(purpose))
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `${PREFIX}${keys.current.id}:${iv.toString('base64url')}:${sealed.toString('base64url')}`
}

/** The key id a sealed value names, or null for a value that is not sealed. */
export function sealedWith(stored: string): string | null {
  if (!isSealed(stored) || stored.length > MAX_SEALED_LENGTH) return null
  return stored.slice(PREFIX.length).split(':')[0] ?? null
}

/** Opens a sealed value; throws a SealedTextError that says what to do when it cannot. */
export function unseal(stored: string, purpose: string, keys: SealingKeys = sealingKeys()): string {
  if (stored.length > MAX_SEALED_LENGTH || !isSealed(stored)) throw new SealedTextError(`A ${purpose} is stored unsealed or malformed.`)
  const [id, ivText, sealedText] = stored.slice(PREFIX.length).split(':')
  const key = [keys.current, ...keys.previous].find((candidate) => candidate.id === id)
  if (!key) {
    throw new SealedTextError(
      `A ${purpose} is sealed with key ${id}, which is not configured: set SECRETS_KEY_PREVIOUS to the earlier SECRETS_KEY (or PAYLOAD_SECRET), then run npm run secrets:rotate.`,
    )
  }
  const iv = Buffer.from(ivText ?? '', 'base64url')
  const sealed = Buffer.from(sealedText ?? '', 'base64url')
  if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) throw new SealedTextError(`A ${purpose} is malformed.`)
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key.key, iv)
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8')
  } catch {
    throw new SealedTextError(`A ${purpose} does not open with key ${id}: it was changed or sealed for something else.`)
  }
}
