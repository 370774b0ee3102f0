'use server'

import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server'
import { cookies, headers } from 'next/headers'
import { z } from 'zod'

import { rememberMemberLanguage } from '@/i18n/rememberMemberLanguage'
import type { Translator } from '@/i18n/translator'
import { afterSignIn } from '@/lib/accounts/auth/destinations'
import { setSessionCookie } from '@/lib/accounts/auth/setSession'
import { authenticationAnswer } from '@/lib/accounts/passkeys/passkeyAnswer'
import { openChallenge, PASSKEY_CHALLENGE_COOKIE, sealChallenge } from '@/lib/accounts/passkeys/passkeyChallenge'
import { passkeySignInOptions } from '@/lib/accounts/passkeys/passkeySignInOptions'
import { signInWithPasskey } from '@/lib/accounts/passkeys/signInWithPasskey'
import { recordActivity } from '@/lib/engagement/activity/recordActivity'
import { checkRateLimit } from '@/lib/infrastructure/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/infrastructure/requests/requestClientAddress'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { visitorAction } from '@/lib/shared/actions/memberAction'
import { readErrorText } from '@/lib/shared/errors/errorText'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import { siteUsesHttps } from '@/lib/shared/siteUrl'

const challengeCookie = (value: string, maxAge: number) =>
  [PASSKEY_CHALLENGE_COOKIE, value, { httpOnly: true, sameSite: 'strict', secure: siteUsesHttps(), path: '/', maxAge }] as const

/** "Sign in with a passkey", step one: the challenge for the browser, kept in this browser's cookie. */
export const startPasskeySignIn = visitorAction((t: Translator) => ({
  input: z.tuple([]).rest(z.unknown()),
  title: t('errors.error'),
  run: async ({ payload }) => {
    const refusal = await checkRateLimit(payload, 'signIn', { ip: await requestClientAddress() })
    if (refusal) return failed<PublicKeyCredentialRequestOptionsJSON>(t('errors.error'), readErrorText(refusal.text, t))
    const options = await passkeySignInOptions()
    ;(await cookies()).set(...challengeCookie(sealChallenge(payload.secret, 'sign-in', options.challenge, null), 300))
    return succeeded<PublicKeyCredentialRequestOptionsJSON>('', undefined, options)
  },
}))

/** Step two: the passkey's signed answer signs the member in and leads where sign-in leads. */
export const finishPasskeySignIn = visitorAction((t: Translator) => ({
  input: z.tuple([authenticationAnswer, z.string().max(2000).nullable().optional()], { message: t('auth.passkeyFailed') }),
  title: t('errors.error'),
  unexpected: t('errors.somethingWentWrong'),
  run: async ({ payload }, [response, from]) => {
    const jar = await cookies()
    const challenge = openChallenge(payload.secret, 'sign-in', jar.get(PASSKEY_CHALLENGE_COOKIE)?.value, null)
    jar.delete(PASSKEY_CHALLENGE_COOKIE)
    if (!challenge) return failed(t('errors.error'), t('auth.passkeyExpired'))
    const { user, token, exp } = await signInWithPasskey(payload, {
      response,
      expectedChallenge: challenge,
      userAgent: (await headers()).get('user-agent'),
    })
    await setSessionCookie(payload, token, exp)
    const language = await rememberMemberLanguage(user)
    await recordActivity(payload, user.id)
    redirectInSite(await afterSignIn(payload, user, { from: from ?? null, invite: null, secondStepPassed: true }), { language })
  },
}))
