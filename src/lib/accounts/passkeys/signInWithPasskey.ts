import { type AuthenticationResponseJSON, verifyAuthenticationResponse } from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { Payload } from 'payload'

import { startSession } from '@/lib/accounts/auth/startSession'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'

import { relyingParty } from './relyingParty'

const notRecognized = () => new AppError('INVALID_INPUT', errorText('passkeyNotRecognized'))

/**
 * Signs in with a passkey: the browser's answer must be signed by a passkey of an account here,
 * over the challenge this browser was given, for this site. Its signature counter moves on (a
 * counter that goes back means a copied authenticator, refused). Starts a session like Google's
 * (an admin's is audited and e-mailed to them).
 */
export async function signInWithPasskey(
  payload: Payload,
  { response, expectedChallenge, userAgent }: { response: AuthenticationResponseJSON; expectedChallenge: string; userAgent: string | null },
): Promise<{ user: User; token: string; exp: number }> {
  const found = await payload.find({
    collection: 'passkeys',
    where: { credentialId: { equals: String(response.id ?? '') } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const passkey = found.docs[0]
  if (!passkey || typeof passkey.user !== 'number') throw notRecognized()
  const party = relyingParty()
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: Array.isArray(passkey.transports) ? (passkey.transports as never) : undefined,
      },
      requireUserVerification: false,
    })
  } catch (error) {
    payload.logger.info({ msg: `A passkey sign-in was refused: ${(error as Error).message}`, passkey: passkey.id })
    throw notRecognized()
  }
  if (!verification.verified) throw notRecognized()

  const user = await payload.findByID({ collection: 'users', id: passkey.user, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) throw notRecognized()
  await belowLocalApi(payload, 'moves the passkey’s signature counter on: sign-in bookkeeping, without hooks or access').updateOne({
    collection: 'passkeys',
    id: passkey.id,
    data: {
      counter: verification.authenticationInfo.newCounter,
      lastUsedAt: new Date().toISOString(),
      synced: verification.authenticationInfo.credentialBackedUp,
    },
    returning: false,
  })
  const session = await startSession(payload, user, { method: 'passkey', userAgent })
  return { user, ...session }
}
