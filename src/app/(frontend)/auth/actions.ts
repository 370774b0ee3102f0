'use server'

import { headers } from 'next/headers'
import type { Payload } from 'payload'
import { z } from 'zod'

import { rememberMemberLanguage } from '@/i18n/rememberMemberLanguage'
import { requestLanguage } from '@/i18n/requestLanguage'
import type { Translator } from '@/i18n/translator'
import { afterSignIn } from '@/lib/accounts/auth/destinations'
import { resendVerification } from '@/lib/accounts/auth/resendVerification'
import { setSessionCookie } from '@/lib/accounts/auth/setSession'
import { signUp as signUpMember } from '@/lib/accounts/auth/signUp'
import { recordActivity } from '@/lib/engagement/activity/recordActivity'
import { checkRateLimit } from '@/lib/infrastructure/rateLimits/rateLimit'
import { checkSignInDelay, clearSignInFailures } from '@/lib/infrastructure/rateLimits/signInDelays'
import { requestClientAddress } from '@/lib/infrastructure/requests/requestClientAddress'
import { type ActionResult, failed, succeeded } from '@/lib/shared/actions/actionResult'
import { visitorAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'
import { readErrorText } from '@/lib/shared/errors/errorText'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import { siteLocation } from '@/lib/shared/redirects/siteLocation'
import type { User } from '@/payload-types'

/**
 * What the sign-in and sign-up forms show besides a refusal's toast. `checkInbox`: the address
 * sign-up answered "check your inbox" for (new or taken alike); `unverified`: the address whose
 * right password waits for its verification link.
 */
export type AuthScreen = { checkInbox?: string; unverified?: string }

/** A form field that may be absent: its text, or null. */
const optional = z.unknown().transform((value) => (typeof value === 'string' && value ? value : null))
const address = (t: Translator) => z.string().trim().toLowerCase().email(t('errors.invalidEmail'))

const credentials = (t: Translator) =>
  z.object({
    email: address(t),
    password: z.string().min(1, t('auth.enterPassword')),
    from: optional,
    invite: optional,
  })
const newAccount = (t: Translator) =>
  credentials(t).extend({
    password: z.string().min(6, t('auth.passwordTooShort')).max(200),
    key: optional,
  })

async function signInWith(payload: Payload, { email, password, from, invite }: z.output<ReturnType<typeof credentials>>): Promise<string> {
  // The browser's headers go with it: the new session notes its user agent (hooks/accounts/describePasswordSession.ts).
  const result = await payload.login({ collection: 'users', data: { email, password }, req: { headers: await headers() } })
  await setSessionCookie(payload, result.token!, result.exp)
  const language = await rememberMemberLanguage(result.user as User)
  await recordActivity(payload, result.user!.id)
  return siteLocation(await afterSignIn(payload, result.user as User, { from, invite }), { language })
}

/** The refusal of too many attempts for this address or client, or null to go on. */
async function attemptRefused(
  payload: Payload,
  action: 'signIn' | 'signUp',
  { email, ip }: { email: string; ip: string | null },
  t: Translator,
): Promise<ActionResult<AuthScreen> | null> {
  const refusal =
    (await checkRateLimit(payload, action, { address: email, ip })) ??
    (action === 'signIn' ? await checkSignInDelay(payload, email, ip) : null)
  return refusal ? failed(t('errors.error'), readErrorText(refusal.text, t)) : null
}

/** The sign-in form: the rate limits, Payload's login, the session cookie, then the member's next page. */
export const signIn = visitorAction((t: Translator) => ({
  input: formFields(credentials(t), t('errors.invalidEmail')),
  title: t('errors.error'),
  unexpected: t('errors.somethingWentWrong'),
  // Payload's one 401 at sign-in: no account with this address and password (its words, translated).
  refusal: (error) =>
    (error as { status?: number }).status === 401 ? failed<AuthScreen>(t('errors.error'), t('auth.wrongCredentials')) : undefined,
  run: async ({ payload }, form): Promise<ActionResult<AuthScreen>> => {
    const ip = await requestClientAddress()
    const refused = await attemptRefused(payload, 'signIn', { email: form.email, ip }, t)
    if (refused) return refused
    let destination: string
    try {
      destination = await signInWith(payload, form)
    } catch (error) {
      // Payload's only 403 at sign-in is UnverifiedEmail, after the password matched.
      if ((error as { status?: number }).status !== 403) throw error
      await clearSignInFailures(payload, form.email, ip)
      return failed(t('auth.confirmFirst'), undefined, { unverified: form.email })
    }
    await clearSignInFailures(payload, form.email, ip)
    redirectInSite(destination)
  },
}))

/** The sign-up form (src/lib/accounts/auth/signUp.ts): signed in at once when an invitation proves the address, else "check your inbox". */
export const signUp = visitorAction((t: Translator) => ({
  input: formFields(newAccount(t), t('errors.invalidEmail')),
  title: t('errors.error'),
  unexpected: t('errors.somethingWentWrong'),
  run: async (context, form): Promise<ActionResult<AuthScreen>> => {
    const { payload } = context
    const refused = await attemptRefused(payload, 'signUp', { email: form.email, ip: await requestClientAddress() }, t)
    if (refused) return refused
    // The new account keeps the language of the page it was created on (its e-mails and pages).
    const outcome = await signUpMember(context, {
      email: form.email,
      password: form.password,
      invite: form.invite,
      inviteKey: form.key,
      language: await requestLanguage(),
    })
    if (outcome.status === 'check-inbox') return succeeded(t('auth.checkInbox'), undefined, { checkInbox: form.email })
    redirectInSite(await signInWith(payload, form))
  },
}))

/** "Send the link again": the same answer whether or not the address waits for one. */
export const resendVerificationEmail = visitorAction((t: Translator) => ({
  input: formFields(z.object({ email: address(t) }), t('errors.invalidEmail')),
  title: t('errors.error'),
  unexpected: t('errors.somethingWentWrong'),
  run: async (context, { email }) => {
    // Rate limited where the link is sent (resendVerification.ts).
    await resendVerification(context, { email })
    return succeeded(t('auth.linkResent'))
  },
}))
