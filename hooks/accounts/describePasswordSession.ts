import type { CollectionAfterLoginHook } from 'payload'

import { describeSession } from '@/lib/accounts/sessions/describeSession'
import { sessionIdOfToken } from '@/lib/accounts/sessions/signInMethods'

/**
 * A password sign-in (the site's form, the admin panel, REST, GraphQL, a password reset) notes
 * on its new session that it was a password and which browser, for the member's session list.
 * Google and passkey sessions are described where they start (src/lib/accounts/auth/startSession.ts).
 */
export const describePasswordSession: CollectionAfterLoginHook = async ({ req, token, user }) => {
  const sid = sessionIdOfToken(token)
  if (!sid) return
  await describeSession(
    req.payload,
    { userId: user.id as number, sid, signedInWith: 'password', userAgent: req.headers?.get('user-agent') ?? null },
    req,
  )
}
