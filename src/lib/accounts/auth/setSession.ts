import 'server-only'

import { cookies } from 'next/headers'
import type { Payload } from 'payload'

import { sessionCookie } from './sessionCookie'

/** Sets Payload's session cookie from a server action. */
export async function setSessionCookie(payload: Payload, token: string, exp?: number) {
  const cookie = sessionCookie(payload, token, exp)
  ;(await cookies()).set(cookie.name, cookie.value, cookie.options)
}
