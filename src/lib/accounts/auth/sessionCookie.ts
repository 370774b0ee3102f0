import type { Payload } from 'payload'

import { siteUsesHttps } from '@/lib/shared/siteUrl'

/**
 * Payload's session cookie, set by our own sign-in paths (server actions, Google callback)
 * with the same name and flags Payload's REST login uses: HTTP-only, SameSite=Lax, Secure
 * whenever the site is served over HTTPS.
 */
export function sessionCookie(payload: Payload, token: string, exp: number | undefined) {
  const auth = payload.collections.users.config.auth
  return {
    name: `${payload.config.cookiePrefix}-token`,
    value: token,
    options: {
      httpOnly: true,
      path: '/',
      sameSite: 'lax' as const,
      secure: Boolean(auth.cookies.secure) || siteUsesHttps(),
      expires: new Date((exp ?? Math.floor(Date.now() / 1000) + auth.tokenExpiration) * 1000),
      ...(auth.cookies.domain ? { domain: auth.cookies.domain } : {}),
    },
  }
}
