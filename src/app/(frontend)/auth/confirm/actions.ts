'use server'

import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server'
import { cookies } from 'next/headers'
import { z } from 'zod'

import { requestLanguage } from '@/i18n/requestLanguage'
import type { Translator } from '@/i18n/translator'
import { authenticationAnswer } from '@/lib/accounts/passkeys/passkeyAnswer'
import { openChallenge, PASSKEY_CHALLENGE_COOKIE, sealChallenge } from '@/lib/accounts/passkeys/passkeyChallenge'
import {
  confirmWithPasskey,
  confirmWithRecoveryCode,
  confirmWithTotp,
  passkeyConfirmOptions,
} from '@/lib/accounts/secondFactor/confirmSecondStep'
import { requestClientAddress } from '@/lib/infrastructure/requests/requestClientAddress'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import { siteUsesHttps } from '@/lib/shared/siteUrl'

const signedOut = (t: Translator) => ({ title: t('errors.error'), description: t('confirm.signedOut') })
/** The session being confirmed: Payload's id of it, on the request's user. */
const sessionOf = (context: ActionContext) => (context.user as { _sid?: string })._sid ?? ''
const from = z.string().max(2000).nullable().optional()

async function onwards(to: string | null | undefined): Promise<never> {
  redirectInSite(to ?? '/admin', { language: await requestLanguage() })
}

/** The six digits of the account's authenticator app. */
export const confirmWithAppCode = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([z.string().trim().min(1, t('confirm.enterCode')).max(20), from]),
  title: t('errors.error'),
  run: async (context, [code, to]) => {
    await confirmWithTotp(context, { code, sid: sessionOf(context), ip: await requestClientAddress() })
    return onwards(to)
  },
}))

/** One of the account's recovery codes. */
export const confirmWithRecovery = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([z.string().trim().min(1, t('confirm.enterCode')).max(40), from]),
  title: t('errors.error'),
  run: async (context, [code, to]) => {
    await confirmWithRecoveryCode(context, { code, sid: sessionOf(context), ip: await requestClientAddress() })
    return onwards(to)
  },
}))

/** "Use your passkey", step one: a challenge for the account's own passkeys, in this browser's cookie. */
export const startPasskeyConfirm = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([]).rest(z.unknown()),
  title: t('errors.error'),
  run: async (context) => {
    const options = await passkeyConfirmOptions(context)
    ;(await cookies()).set(PASSKEY_CHALLENGE_COOKIE, sealChallenge(context.payload.secret, 'confirm', options.challenge, context.user.id), {
      httpOnly: true,
      sameSite: 'strict',
      secure: siteUsesHttps(),
      path: '/',
      maxAge: 300,
    })
    return succeeded<PublicKeyCredentialRequestOptionsJSON>('', undefined, options)
  },
}))

/** Step two: the passkey's signature confirms the session. */
export const finishPasskeyConfirm = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([authenticationAnswer, from], { message: t('auth.passkeyFailed') }),
  title: t('errors.error'),
  run: async (context, [response, to]) => {
    const jar = await cookies()
    const challenge = openChallenge(context.payload.secret, 'confirm', jar.get(PASSKEY_CHALLENGE_COOKIE)?.value, context.user.id)
    jar.delete(PASSKEY_CHALLENGE_COOKIE)
    if (!challenge) return failed(t('errors.error'), t('auth.passkeyExpired'))
    await confirmWithPasskey(context, { response, expectedChallenge: challenge, sid: sessionOf(context) })
    return onwards(to)
  },
}))
