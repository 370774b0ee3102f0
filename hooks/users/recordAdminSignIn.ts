import type { CollectionAfterLoginHook } from 'payload'

import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

/**
 * A password sign-in of an admin or super admin (the site's form, the admin panel, REST or
 * GraphQL) goes into the audit trail; members' sign-ins do not. Google's is recorded where its
 * session starts (src/lib/auth/startSession.ts).
 */
export const recordAdminSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!hasAdminRole(user as User)) return
  await recordAuditEvent({ payload: req.payload, user: user as User, req }, { action: 'sign-in', method: 'password' })
}
