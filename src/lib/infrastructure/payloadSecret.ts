/**
 * PAYLOAD_SECRET signs sessions. A production server must have it (the launcher creates
 * one under DATA_DIR for the embedded database); development, tests and the build itself
 * fall back to a fixed local secret so a fresh clone runs with nothing configured.
 */
export const payloadSecret = (): string => {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  const building = process.env.NEXT_PHASE === 'phase-production-build'
  if (process.env.NODE_ENV === 'production' && !building) {
    throw new Error('PAYLOAD_SECRET must be set in production.')
  }
  return 'local-development-secret-not-for-production'
}
