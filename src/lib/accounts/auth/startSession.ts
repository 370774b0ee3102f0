import { createLocalReq, getFieldsToSign, jwtSign, type Payload } from 'payload'
import { addSessionToUser } from 'payload/shared'

import { noteAdminSignIn } from '@/lib/accounts/security/noteAdminSignIn'
import { describeSession } from '@/lib/accounts/sessions/describeSession'
import type { SignInMethod } from '@/lib/accounts/sessions/signInMethods'
import type { User } from '@/payload-types'

/**
 * Signs a member in without a password (Google, a passkey): registers a server-side session, as
 * Payload's own login does, notes how and in what browser it began, and signs its JWT with
 * Payload's derived secret. An admin's sign-in goes into the audit trail, as a password sign-in
 * does (hooks/accounts/recordAdminSignIn.ts).
 */
export async function startSession(
  payload: Payload,
  user: User,
  { method, userAgent }: { method: Exclude<SignInMethod, 'password'>; userAgent: string | null },
): Promise<{ token: string; exp: number }> {
  const collectionConfig = payload.collections.users.config
  const req = await createLocalReq({}, payload)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: { ...user, collection: 'users' } as never })
  if (sid) await describeSession(payload, { userId: user.id, sid, signedInWith: method, userAgent })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user: { ...user, collection: 'users' } as never })
  const { exp, token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  await noteAdminSignIn(payload, user, { method, userAgent })
  return { token, exp }
}
