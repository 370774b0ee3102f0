/**
 * The browser's half of a passkey ceremony (@simplewebauthn/browser), loaded when a person starts
 * one rather than with the page: the library is about 7 kB gzipped, more than the rest of the
 * sign-in page's own JavaScript, and most visitors of /auth never press the passkey button. The
 * import starts beside the server action that fetches the options, so it adds no wait.
 */
export const loadPasskeyCeremony = () => import('@simplewebauthn/browser')

/** @simplewebauthn/browser's own browserSupportsWebAuthn check, without loading the library for it. */
export const browserHasPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'

/**
 * The browser said no rather than failed: the person closed its prompt (a WebAuthnError's
 * `code`, or the DOMException the browser throws), or one of `codes` (e.g. the device already has
 * this passkey).
 */
export function ceremonyRefused(error: unknown, codes: string[] = ['ERROR_CEREMONY_ABORTED']): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return (typeof code === 'string' && codes.includes(code)) || (error instanceof Error && error.name === 'NotAllowedError')
}
