'use server'

import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server'
import { cookies, headers } from 'next/headers'
import { z } from 'zod'

import { requestLanguage } from '@/i18n/requestLanguage'
import type { Translator } from '@/i18n/translator'
import { sessionCookie } from '@/lib/accounts/auth/sessionCookie'
import { registrationAnswer } from '@/lib/accounts/passkeys/passkeyAnswer'
import { openChallenge, PASSKEY_CHALLENGE_COOKIE, sealChallenge } from '@/lib/accounts/passkeys/passkeyChallenge'
import { passkeyRegistrationOptions } from '@/lib/accounts/passkeys/passkeyRegistrationOptions'
import { registerPasskey, type RegisteredPasskey } from '@/lib/accounts/passkeys/registerPasskey'
import { removePasskey as removeOwnPasskey } from '@/lib/accounts/passkeys/removePasskey'
import { renamePasskey as renameOwnPasskey } from '@/lib/accounts/passkeys/renamePasskey'
import { enableTotp, removeTotp, renewRecoveryCodes, startTotpEnrolment } from '@/lib/accounts/secondFactor/authenticatorApp'
import { readSignedToken, signToken } from '@/lib/accounts/security/signedToken'
import { endSessions } from '@/lib/accounts/sessions/endSessions'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { rowIdArgument } from '@/lib/shared/ids/rowIdArgument'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import { siteUsesHttps } from '@/lib/shared/siteUrl'

const signedOut = (t: Translator) => ({ title: t('security.error'), description: t('profile.signedOut') })
const passkeyName = (t: Translator) =>
  z.string().trim().min(1, t('security.passkeys.nameRequired')).max(100, t('security.passkeys.nameTooLong'))

/** "Add a passkey", step one: what the browser needs, and its challenge in this browser's cookie. */
export const startAddingPasskey = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([]).rest(z.unknown()),
  title: t('security.error'),
  run: async (context) => {
    const options = await passkeyRegistrationOptions(context)
    ;(await cookies()).set(
      PASSKEY_CHALLENGE_COOKIE,
      sealChallenge(context.payload.secret, 'register', options.challenge, context.user.id),
      {
        httpOnly: true,
        sameSite: 'strict',
        secure: siteUsesHttps(),
        path: '/',
        maxAge: 300,
      },
    )
    return succeeded<PublicKeyCredentialCreationOptionsJSON>('', undefined, options)
  },
}))

/** Step two: the passkey the browser made is verified and kept. */
export const finishAddingPasskey = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([registrationAnswer, z.string().max(100).optional()], { message: t('security.passkeys.failed') }),
  title: t('security.error'),
  run: async (context, [response, name]) => {
    const jar = await cookies()
    const challenge = openChallenge(context.payload.secret, 'register', jar.get(PASSKEY_CHALLENGE_COOKIE)?.value, context.user.id)
    jar.delete(PASSKEY_CHALLENGE_COOKIE)
    if (!challenge) return failed<RegisteredPasskey>(t('security.error'), t('security.passkeys.expired'))
    const passkey = await registerPasskey(context, {
      response,
      expectedChallenge: challenge,
      name,
      userAgent: (await headers()).get('user-agent'),
    })
    return succeeded<RegisteredPasskey>(
      t('security.passkeys.added'),
      t('security.passkeys.addedDescription', { name: passkey.name }),
      passkey,
    )
  },
}))

export const renamePasskey = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([rowIdArgument(t('errors.checkInput')), passkeyName(t)]),
  title: t('security.error'),
  run: async (context, [id, name]) => {
    await renameOwnPasskey(context, { id, name })
    return succeeded(t('security.passkeys.renamed'))
  },
}))

export const removePasskey = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([rowIdArgument(t('errors.checkInput'))]),
  title: t('security.error'),
  run: async (context, [id]) => {
    await removeOwnPasskey(context, { id })
    return succeeded(t('security.passkeys.removed'))
  },
}))

/** Signs out one of the member's other sessions (their own is "sign out" in the menu). */
export const signOutSession = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([z.string().uuid()]),
  title: t('security.error'),
  run: async (context, [sessionId]) => {
    await endSessions(context.payload, context.user, { sessionId })
    return succeeded(t('security.sessions.signedOut'))
  },
}))

/** Signs out of every session, this browser's too, and leads to the sign-in page. */
export const signOutEverywhere = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([]).rest(z.unknown()),
  title: t('security.error'),
  run: async (context) => {
    await endSessions(context.payload, context.user, 'everywhere')
    const cookie = sessionCookie(context.payload, '', 0)
    ;(await cookies()).delete({ name: cookie.name, path: '/' })
    redirectInSite('/auth', { language: await requestLanguage() })
  },
}))

/** The authenticator app being set up: its new secret waits in this browser's signed cookie (10 minutes) until a code proves it. */
const TOTP_ENROLMENT_COOKIE = 'totp-enrolment'
const enrolmentPurpose = (userId: number) => `totp-enrolment:${userId}`

export type AuthenticatorSetup = { address: string; qrSvg: string; secret: string }

/** "Set up an authenticator app", step one: the QR code and secret to scan or type. */
export const startAuthenticatorApp = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([]).rest(z.unknown()),
  title: t('security.error'),
  run: async (context) => {
    const setup = await startTotpEnrolment(context)
    ;(await cookies()).set(TOTP_ENROLMENT_COOKIE, signToken(context.payload.secret, enrolmentPurpose(context.user.id), setup.secret), {
      httpOnly: true,
      sameSite: 'strict',
      secure: siteUsesHttps(),
      path: '/',
      maxAge: 600,
    })
    return succeeded<AuthenticatorSetup>('', undefined, setup)
  },
}))

/** Step two: the app's code turns it on; the recovery codes come back to be shown once. */
export const finishAuthenticatorApp = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([
    z
      .string()
      .trim()
      .regex(/^\d{3} ?\d{3}$/, t('security.app.codeFormat')),
  ]),
  title: t('security.error'),
  run: async (context, [code]) => {
    const jar = await cookies()
    const secret = readSignedToken(context.payload.secret, enrolmentPurpose(context.user.id), jar.get(TOTP_ENROLMENT_COOKIE)?.value)
    if (!secret) return failed<{ recoveryCodes: string[] }>(t('security.error'), t('security.app.expired'))
    const result = await enableTotp(context, { secret, code, userAgent: (await headers()).get('user-agent') })
    // The enrolment cookie is left to run out (10 minutes; it only holds the key now stored):
    // changing a cookie makes Next.js render the page again, and /auth/confirm, seeing the session
    // confirmed, would move on before the recovery codes are read.
    return succeeded(t('security.app.enabled'), t('security.app.enabledDescription'), result)
  },
}))

export const newRecoveryCodes = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([]).rest(z.unknown()),
  title: t('security.error'),
  run: async (context) =>
    succeeded(t('security.recovery.renewed'), t('security.recovery.renewedDescription'), await renewRecoveryCodes(context)),
}))

export const removeAuthenticatorApp = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([]).rest(z.unknown()),
  title: t('security.error'),
  run: async (context) => {
    await removeTotp(context)
    return succeeded(t('security.app.removed'))
  },
}))
