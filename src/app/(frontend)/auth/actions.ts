'use server'

import { redirect } from 'next/navigation'
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

export async function signIn(_state: AuthState, formData: FormData): Promise<AuthState> {
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData)) return { error: 'Please enter a valid email address.' }
  const parsed = credentials.safeParse({ email: formData.get('email'), password: formData.get('password') })
  if (!parsed.success) return { error: firstIssue(parsed.error) }
  const payload = await getPayloadClient()
  const refusal = await checkRateLimit(payload, 'signIn', { address: parsed.data.email, ip: await requestClientAddress() })
  if (refusal) return { error: refusal.message }
  let destination: string
  try {
    destination = await signInWith(parsed.data.email, parsed.data.password, formData)
  } catch (error) {
    return { error: (await lockedAccountMessage(payload, parsed.data.email)) ?? messageOf(error) }
  }
  redirect(destination)
}

export async function signUp(_state: AuthState, formData: FormData): Promise<AuthState> {
  if (!(formData instanceof FormData)) return { error: 'Please enter a valid email address.' }
  const parsed = newAccount.safeParse({ email: formData.get('email'), password: formData.get('password') })
  if (!parsed.success) return { error: firstIssue(parsed.error) }
  const payload = await getPayloadClient()
  const refusal = await checkRateLimit(payload, 'signUp', { address: parsed.data.email, ip: await requestClientAddress() })
  if (refusal) return { error: refusal.message }
  let destination: string
  try {
    // overrideAccess false: the role field is the super admin's, so sign-up always makes a member.
    await payload.create({
      collection: 'users',
      data: { email: parsed.data.email, password: parsed.data.password } as never,
      overrideAccess: false,
    })
  } catch (error) {
    const taken = (await payload.count({ collection: 'users', where: { email: { equals: parsed.data.email } } })).totalDocs > 0
    return { error: taken ? 'An account with this email already exists. Please sign in.' : messageOf(error) }
  }
  try {
    destination = await signInWith(parsed.data.email, parsed.data.password, formData)
  } catch (error) {
    return { error: messageOf(error) }
  }
  redirect(destination)
}
