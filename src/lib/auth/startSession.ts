import { createLocalReq, getFieldsToSign, jwtSign, type Payload } from 'payload'
import { addSessionToUser } from 'payload/shared'

import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

/**
 * Signs a member in without a password (Google sign-in): registers a server-side session,
 * as Payload's own login does, and signs its JWT with Payload's derived secret. An admin's
 * sign-in goes into the audit trail, as a password sign-in does (hooks/users/recordAdminSignIn.ts).
 */
export async function startSession(payload: Payload, user: User): Promise<{ token: string; exp: number }> {
  const collectionConfig = payload.collections.users.config
  const req = await createLocalReq({}, payload)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: { ...user, collection: 'users' } as never })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user: { ...user, collection: 'users' } as never })
  const { exp, token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  if (hasAdminRole(user)) await recordAuditEvent({ payload, user }, { action: 'sign-in', method: 'google' })
  return { token, exp }
}
