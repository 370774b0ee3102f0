'use server'

import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { z } from 'zod'

import { recordActivity } from '@/lib/activity/recordActivity'
import { afterSignIn } from '@/lib/auth/destinations'
import { setSessionCookie } from '@/lib/auth/setSession'
import { getPayloadClient } from '@/lib/payload'
import { checkRateLimit } from '@/lib/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'
import type { User } from '@/payload-types'

import { lockedAccountMessage } from './lockedAccount'

export type AuthState = { error?: string }

const credentials = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address.'),
  password: z.string().min(1, 'Please enter your password.'),
})

const newAccount = credentials.extend({
  password: z.string().min(6, 'Password must be at least 6 characters long.').max(200),
})

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Please check your input.'
const messageOf = (error: unknown) => (error instanceof Error && error.message) || 'Something went wrong. Please try again.'

async function signInWith(email: string, password: string, formData: FormData): Promise<string> {
  const payload = await getPayloadClient()
  const result = await payload.login({ collection: 'users', data: { email, password } })
  await setSessionCookie(payload, result.token!, result.exp)
  await recordActivity(payload, result.user!.id)
  return afterSignIn(payload, result.user as User, {
    from: formData.get('from'),
    invite: (formData.get('invite') as string | null) || null,
  })
}

/**
 * The start of both forms: the address and password the schema accepts, and the rate limit
 * counted for them; or the refusal to show. Anyone can post any arguments to an action, so a
 * request without a form is refused too.
 */
async function checkedCredentials(
  formData: FormData,
  schema: typeof credentials,
  action: 'signIn' | 'signUp',
): Promise<{ payload: Payload; email: string; password: string } | { error: string }> {
  if (!(formData instanceof FormData)) return { error: 'Please enter a valid email address.' }
  const parsed = schema.safeParse({ email: formData.get('email'), password: formData.get('password') })
  if (!parsed.success) return { error: firstIssue(parsed.error) }
  const payload = await getPayloadClient()
  const refusal = await checkRateLimit(payload, action, { address: parsed.data.email, ip: await requestClientAddress() })
  if (refusal) return { error: refusal.message }
  return { payload, ...parsed.data }
}

export async function signIn(_state: AuthState, formData: FormData): Promise<AuthState> {
  const checked = await checkedCredentials(formData, credentials, 'signIn')
  if ('error' in checked) return checked
  const { payload, email, password } = checked
  let destination: string
  try {
    destination = await signInWith(email, password, formData)
  } catch (error) {
    return { error: (await lockedAccountMessage(payload, email)) ?? messageOf(error) }
  }
  redirect(destination)
}

export async function signUp(_state: AuthState, formData: FormData): Promise<AuthState> {
  const checked = await checkedCredentials(formData, newAccount, 'signUp')
  if ('error' in checked) return checked
  const { payload, email, password } = checked
  let destination: string
  try {
    // overrideAccess false: the role field is the super admin's, so sign-up always makes a member.
    await payload.create({ collection: 'users', data: { email, password } as never, overrideAccess: false })
  } catch (error) {
    const taken = (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs > 0
    return { error: taken ? 'An account with this email already exists. Please sign in.' : messageOf(error) }
  }
  try {
    destination = await signInWith(email, password, formData)
  } catch (error) {
    return { error: messageOf(error) }
  }
  redirect(destination)
}
