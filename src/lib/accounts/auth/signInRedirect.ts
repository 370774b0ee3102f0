import { redirectResponse } from '@/lib/shared/redirects/redirectResponse'

/**
 * Sends a visitor to /auth and back to `from` afterwards. The address is relative, so the
 * visitor stays at the address they opened the site at (their session cookie is that host's).
 * `from` is a path of this site whose segments are encoded already.
 */
export const signInRedirect = (from: string) => redirectResponse(`/auth?from=${from}`, { status: 303 })
