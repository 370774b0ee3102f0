'use server'

import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { z } from 'zod'

import { type ActionResult, failed, messageOf, succeeded } from '@/lib/actions/actionResult'
import { recordActivity } from '@/lib/activity/recordActivity'
import { afterSignIn } from '@/lib/auth/destinations'
import { resendVerification } from '@/lib/auth/resendVerification'
import { setSessionCookie } from '@/lib/auth/setSession'
import { signUp as signUpMember } from '@/lib/auth/signUp'
import { getPayloadClient } from '@/lib/payload'
import { checkRateLimit } from '@/lib/rateLimits/rateLimit'
import { checkSignInDelay, clearSignInFailures } from '@/lib/rateLimits/signInDelays'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'
import type { User } from '@/payload-types'

/**
 * What the sign-in and sign-up forms show besides a refusal's toast. `checkInbox`: the address
 * sign-up answered "check your inbox" for (new or taken alike); `unverified`: the address whose
 * right password waits for its verification link.
 */
export type AuthScreen = { checkInbox?: string; unverified?: string }

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.'

const credentials = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address.'),
  password: z.string().min(1, 'Please enter your password.'),
})

const newAccount = credentials.extend({
  password: z.string().min(6, 'Password must be at least 6 characters long.').max(200),
})

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Please check your input.'
const field = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' && value ? value : null
}

async function signInWith(payload: Payload, email: string, password: string, formData: FormData): Promise<string> {
  const result = await payload.login({ collection: 'users', data: { email, password } })
  await setSessionCookie(payload, result.token!, result.exp)
  await recordActivity(payload, result.user!.id)
  return afterSignIn(payload, result.user as User, { from: formData.get('from'), invite: field(formData, 'invite') })
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
): Promise<{ payload: Payload; email: string; password: string; ip: string | null } | { refusal: ActionResult<AuthScreen> }> {
  if (!(formData instanceof FormData)) return { refusal: failed('Error', 'Please enter a valid email address.') }
  const parsed = schema.safeParse({ email: formData.get('email'), password: formData.get('password') })
  if (!parsed.success) return { refusal: failed('Error', firstIssue(parsed.error)) }
  const payload = await getPayloadClient()
  const ip = await requestClientAddress()
  const refusal =
    (await checkRateLimit(payload, action, { address: parsed.data.email, ip })) ??
    (action === 'signIn' ? await checkSignInDelay(payload, parsed.data.email, ip) : null)
  if (refusal) return { refusal: failed('Error', refusal.message) }
  return { payload, ip, ...parsed.data }
}

export async function signIn(_state: ActionResult<AuthScreen> | null, formData: FormData): Promise<ActionResult<AuthScreen>> {
  const checked = await checkedCredentials(formData, credentials, 'signIn')
  if ('refusal' in checked) return checked.refusal
  const { payload, email, password, ip } = checked
  let destination: string
  try {
    destination = await signInWith(payload, email, password, formData)
  } catch (error) {
    // Payload's only 403 at sign-in is UnverifiedEmail, after the password matched.
    if ((error as { status?: number }).status === 403) {
      await clearSignInFailures(payload, email, ip)
      return failed('Please confirm your e-mail address first', undefined, { unverified: email })
    }
    return failed('Error', messageOf(error, SOMETHING_WENT_WRONG))
  }
  await clearSignInFailures(payload, email, ip)
  redirect(destination)
}

export async function signUp(_state: ActionResult<AuthScreen> | null, formData: FormData): Promise<ActionResult<AuthScreen>> {
  const checked = await checkedCredentials(formData, newAccount, 'signUp')
  if ('refusal' in checked) return checked.refusal
  const { payload, email, password } = checked
  let outcome: Awaited<ReturnType<typeof signUpMember>>
  try {
    outcome = await signUpMember(payload, { email, password, invite: field(formData, 'invite'), inviteKey: field(formData, 'key') })
  } catch (error) {
    return failed('Error', messageOf(error, SOMETHING_WENT_WRONG))
  }
  if (outcome.status === 'check-inbox') return succeeded('Check your inbox', undefined, { checkInbox: email })
  let destination: string
  try {
    destination = await signInWith(payload, email, password, formData)
  } catch (error) {
    return failed('Error', messageOf(error, SOMETHING_WENT_WRONG))
  }
  redirect(destination)
}

/** "Send the link again": the same answer whether or not the address waits for one. */
export async function resendVerificationEmail(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  if (!(formData instanceof FormData)) return failed('Error', 'Please enter a valid email address.')
  const parsed = z.string().trim().toLowerCase().email().safeParse(formData.get('email'))
  if (!parsed.success) return failed('Error', 'Please enter a valid email address.')
  const payload = await getPayloadClient()
  const refusal = await checkRateLimit(payload, 'verificationEmail', { address: parsed.data, ip: await requestClientAddress() })
  if (refusal) return failed('Error', refusal.message)
  try {
    await resendVerification(payload, parsed.data)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Sending a verification link again failed' })
    return failed('Error', SOMETHING_WENT_WRONG)
  }
  return succeeded('If that address has an account waiting for confirmation, we sent a new link to it. Only the newest link works.')
}
