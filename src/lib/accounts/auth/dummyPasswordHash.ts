import crypto from 'node:crypto'

/** Payload's current password hash (pbkdf2-sha256-v1: 600,000 iterations, 32 bytes). */
const ITERATIONS = 600_000
const KEY_LENGTH = 32

/**
 * Runs the same password hash Payload runs for an account, on a throwaway salt, where an answer
 * must take as long as one about an account (unknown addresses at sign-in, taken ones at sign-up).
 */
export const dummyPasswordHash = (password: string) =>
  new Promise<void>((resolve) =>
    crypto.pbkdf2(password, crypto.randomBytes(32).toString('hex'), ITERATIONS, KEY_LENGTH, 'sha256', () => resolve()),
  )
