'use server'

import { cookies } from 'next/headers'

import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { endSessions } from '@/lib/accounts/sessions/endSessions'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'

/** Signs out: ends the server-side session (so the token is dead everywhere) and drops the cookie. */
export async function signOut() {
  const payload = await getPayloadClient()
  const user = await getCurrentUser()
  const name = `${payload.config.cookiePrefix}-token`
  if (user && '_sid' in user && typeof user._sid === 'string') {
    await endSessions(payload, user, { sessionId: user._sid })
  }
  ;(await cookies()).delete(name)
  redirectInSite('/')
}
