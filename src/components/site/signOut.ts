'use server'

import { cookies } from 'next/headers'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { getPayloadClient } from '@/lib/payload'
import { redirectInSite } from '@/lib/redirects/redirectInSite'

/** Signs out: ends the server-side session (so the token is dead everywhere) and drops the cookie. */
export async function signOut() {
  const payload = await getPayloadClient()
  const user = await getCurrentUser()
  const name = `${payload.config.cookiePrefix}-token`
  if (user && '_sid' in user && typeof user._sid === 'string') {
    const sessions = (user.sessions ?? []).filter((session) => session.id !== user._sid)
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions } })
  }
  ;(await cookies()).delete(name)
  redirectInSite('/')
}
