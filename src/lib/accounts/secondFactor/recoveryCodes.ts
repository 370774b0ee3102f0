import crypto from 'node:crypto'

/** How many recovery codes an account gets at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

export type StoredRecoveryCode = { hash: string; usedAt: string | null }

/** A code as a person reads it: ten letters and digits in two groups, nothing easily confused ("k7m2q-x9p4t"). */
function newCode(): string {
  const bytes = crypto.randomBytes(10)
  const letters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
  return `${letters.slice(0, 5)}-${letters.slice(5)}`
}

/** A code's stored form: an HMAC with the server's secret, so the database alone tells nothing. Spaces, dashes and case do not matter. */
export const recoveryCodeHash = (secret: string, code: string) =>
  crypto
    .createHmac('sha256', secret)
    .update(`recovery-code:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`)
    .digest('hex')

/** New codes: shown to the person once, stored only as hashes. */
export function newRecoveryCodes(secret: string): { codes: string[]; stored: StoredRecoveryCode[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode)
  return { codes, stored: codes.map((code) => ({ hash: recoveryCodeHash(secret, code), usedAt: null })) }
}
