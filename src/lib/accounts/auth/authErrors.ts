/**
 * The messages /auth shows for `?error=`: a code names one of these, and anything else shows
 * nothing, so a link cannot put words of its own in the site's alert.
 */
export const AUTH_ERRORS = {
  google_not_configured: 'Google sign-in is not configured on this site.',
  google_failed: 'Google sign-in failed. Please try again.',
  google_state: 'The sign-in request expired or was not started here. Please try again.',
  google_unverified: 'Your Google account has no verified e-mail address.',
} as const

export type AuthErrorCode = keyof typeof AUTH_ERRORS

/** The message for a code from the query string, or null for anything unknown. */
export const authErrorMessage = (code: unknown): string | null =>
  typeof code === 'string' && Object.hasOwn(AUTH_ERRORS, code) ? AUTH_ERRORS[code as AuthErrorCode] : null

/** /auth with a known error code. */
export const authErrorPath = (code: AuthErrorCode) => `/auth?error=${code}`

/**
 * The descriptions /set-new-password shows for `?error_description=` (spec: 'the description
 * from the link'): only the ones an identity provider's reset link is known to carry, so a
 * crafted link cannot put its own words in the alert; anything else shows the default text.
 */
const RESET_LINK_DESCRIPTIONS = new Set(['Email link is invalid or has expired', 'Token has expired or is invalid'])

export const resetLinkDescription = (description: unknown): string | null =>
  typeof description === 'string' && RESET_LINK_DESCRIPTIONS.has(description) ? description : null
