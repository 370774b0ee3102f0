import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'

import { passkeysOfAccount } from '@/lib/accounts/passkeys/passkeysOfAccount'
import { relyingParty } from '@/lib/accounts/passkeys/relyingParty'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { checkSignInDelay, clearSignInFailures } from '@/lib/infrastructure/rateLimits/signInDelays'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { readErrorText } from '@/lib/shared/errors/errorText'

import { confirmSession } from './confirmSession'
import { recoveryCodeHash } from './recoveryCodes'
import { changeSecondFactor, readSecondFactor } from './secondFactorState'
import { totpStepOf } from './totp'

/** The session being confirmed: the signed-in member's own, by the id Payload gave it. */
type Confirming = { sid: string; ip?: string | null }

const wrongCode = () => new AppError('INVALID_INPUT', errorText('secondStepWrongCode'))

/** Growing delays after wrong codes, per account (and per account and client), as for passwords. */
async function guardAttempt(context: ActionContext, ip: string | null | undefined) {
  const refusal = await checkSignInDelay(context.payload, `second-step:${context.user.email}`, ip)
  if (refusal) throw new AppError('RATE_LIMITED', readErrorText(refusal.text))
}

async function confirmed(context: ActionContext, { sid, ip }: Confirming, step: 'totp' | 'recovery-code' | 'passkey') {
  await clearSignInFailures(context.payload, `second-step:${context.user.email}`, ip)
  if (!(await confirmSession(context.payload, { userId: context.user.id, sid }, step)))
    throw new AppError('NOT_SIGNED_IN', errorText('sessionEnded'))
}

/** Confirms the session with the six-digit code of the account's authenticator app; each code works once. */
export async function confirmWithTotp(context: ActionContext, { code, ...confirming }: Confirming & { code: string }): Promise<void> {
  await guardAttempt(context, confirming.ip)
  const state = await readSecondFactor(context.payload, context.user.id)
  if (!state.totpSecret) throw new AppError('CONFLICT', errorText('noAuthenticatorApp'))
  const step = totpStepOf(state.totpSecret, code, state.totpLastStep)
  if (step === null) throw wrongCode()
  if (!(await changeSecondFactor(context.payload, context.user.id, state, { totpLastStep: step }))) throw wrongCode()
  await confirmed(context, confirming, 'totp')
}

/** Confirms the session with one of the account's recovery codes (a lost phone); the code is used up. */
export async function confirmWithRecoveryCode(
  context: ActionContext,
  { code, ...confirming }: Confirming & { code: string },
): Promise<{ left: number }> {
  await guardAttempt(context, confirming.ip)
  const state = await readSecondFactor(context.payload, context.user.id)
  const hash = recoveryCodeHash(context.payload.secret, code)
  const match = state.recoveryCodes.find((stored) => stored.hash === hash && !stored.usedAt)
  if (!match) throw wrongCode()
  const recoveryCodes = state.recoveryCodes.map((stored) => (stored === match ? { ...stored, usedAt: new Date().toISOString() } : stored))
  if (!(await changeSecondFactor(context.payload, context.user.id, state, { recoveryCodes }))) throw wrongCode()
  await confirmed(context, confirming, 'recovery-code')
  return { left: recoveryCodes.filter((stored) => !stored.usedAt).length }
}

/** What the browser needs to confirm with one of the account's own passkeys. */
export async function passkeyConfirmOptions({ payload, user }: ActionContext): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = await passkeysOfAccount(payload, user.id)
  if (!own.length) throw new AppError('CONFLICT', errorText('noPasskey'))
  return generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: 'preferred',
    allowCredentials: own,
  })
}

/** Confirms the session with a signature of one of the account's own passkeys over this browser's challenge. */
export async function confirmWithPasskey(
  context: ActionContext,
  { response, expectedChallenge, ...confirming }: Confirming & { response: AuthenticationResponseJSON; expectedChallenge: string },
): Promise<void> {
  const { payload, user } = context
  const found = await payload.find({
    collection: 'passkeys',
    where: { and: [{ credentialId: { equals: String(response.id ?? '') } }, { user: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const passkey = found.docs[0]
  if (!passkey) throw new AppError('INVALID_INPUT', errorText('passkeyNotRecognized'))
  const party = relyingParty()
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter },
    requireUserVerification: false,
  }).catch(() => null)
  if (!verification?.verified) throw new AppError('INVALID_INPUT', errorText('passkeyNotRecognized'))
  await belowLocalApi(payload, 'moves the passkey’s signature counter on: second-step bookkeeping, without hooks or access').updateOne({
    collection: 'passkeys',
    id: passkey.id,
    data: { counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date().toISOString() },
    returning: false,
  })
  await confirmed(context, confirming, 'passkey')
}
