import { type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'

import { confirmSession } from '@/lib/accounts/secondFactor/confirmSession'
import { hasSecondStep, readSecondFactor } from '@/lib/accounts/secondFactor/secondFactorState'
import { elevated } from '@/lib/accounts/security/elevated'
import { sendSecurityEmail } from '@/lib/accounts/security/sendSecurityEmail'
import { deviceName } from '@/lib/accounts/sessions/deviceName'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { sessionPassedSecondStep } from '@access/roles'

import { MAX_PASSKEYS, relyingParty } from './relyingParty'

export type RegisteredPasskey = { id: number; name: string }

/**
 * Keeps the passkey the member's browser made, once its answer is verified against the challenge
 * this browser was given (src/lib/accounts/passkeys/passkeyChallenge.ts), this site and the member's
 * presence. The same credential twice is one passkey (a double click); the account's e-mail says
 * a passkey was added, so a passkey added by someone else does not go unnoticed.
 */
export async function registerPasskey(
  { payload, user }: ActionContext,
  {
    response,
    expectedChallenge,
    name,
    userAgent,
  }: { response: RegistrationResponseJSON; expectedChallenge: string; name?: string; userAgent: string | null },
): Promise<RegisteredPasskey> {
  const party = relyingParty()
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: false,
    })
  } catch (error) {
    payload.logger.info({ msg: `A passkey registration was refused: ${(error as Error).message}`, user: user.id })
    throw new AppError('INVALID_INPUT', errorText('passkeyNotVerified'))
  }
  if (!verification.verified) throw new AppError('INVALID_INPUT', errorText('passkeyNotVerified'))
  const { credential, credentialBackedUp } = verification.registrationInfo

  const same = await payload.find({
    collection: 'passkeys',
    where: { credentialId: { equals: credential.id } },
    select: { user: true, name: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const known = same.docs[0]
  if (known) {
    if (known.user !== user.id) throw new AppError('CONFLICT', errorText('passkeyNotVerified'))
    return { id: known.id, name: known.name }
  }
  const state = await readSecondFactor(payload, user.id)
  if (state.passkeys >= MAX_PASSKEYS) throw new AppError('CONFLICT', errorText('tooManyPasskeys', { max: MAX_PASSKEYS }))
  // An account with a second step adds passkeys only from a session that passed it: a stolen
  // password alone adds none. Its first passkey (or an account without one) needs no more.
  if (hasSecondStep(state) && !sessionPassedSecondStep(user)) throw new AppError('FORBIDDEN', errorText('confirmSecondStepFirst'))

  let passkey: RegisteredPasskey
  try {
    passkey = await payload.create({
      collection: 'passkeys',
      data: {
        user: user.id,
        name: name?.trim().slice(0, 100) || deviceName(userAgent) || 'Passkey',
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        synced: credentialBackedUp,
      },
      depth: 0,
      ...elevated('the browser answered the challenge this member was given, verified above'),
    })
  } catch (error) {
    // The same answer sent twice at once: the unique credential id kept one, which is this one.
    const kept = await payload.find({
      collection: 'passkeys',
      where: { credentialId: { equals: credential.id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (kept.docs[0]?.user === user.id) return { id: kept.docs[0].id, name: kept.docs[0].name }
    throw error
  }
  // The first second step confirms the session that made it (an admin setting one up goes on to the admin panel).
  const sid = (user as { _sid?: string })._sid
  if (!hasSecondStep(state) && sid) await confirmSession(payload, { userId: user.id, sid }, 'passkey')
  await sendSecurityEmail(payload, user, { kind: 'passkey-added', passkeyName: passkey.name, userAgent })
  return { id: passkey.id, name: passkey.name }
}
