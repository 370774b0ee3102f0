/** How a session began: the member's list of active sessions says so, and the audit trail of an admin's. */
export const SIGN_IN_METHODS = ['password', 'google', 'passkey'] as const
export type SignInMethod = (typeof SIGN_IN_METHODS)[number]

/** The second steps a session passes for admin rights: a passkey, an authenticator app's code, a recovery code. */
export const SECOND_STEPS = ['passkey', 'totp', 'recovery-code'] as const
export type SecondStep = (typeof SECOND_STEPS)[number]

/** The longest user-agent text a session keeps: enough to name browser and system. */
export const MAX_DEVICE_LENGTH = 300

/** The session id (`sid`) a Payload session token carries, or null: read without checking, only to find the row the token was made for. */
export function sessionIdOfToken(token: string | undefined): string | null {
  const body = token?.split('.')[1]
  if (!body) return null
  try {
    const sid = (JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { sid?: unknown }).sid
    return typeof sid === 'string' ? sid : null
  } catch {
    return null
  }
}
