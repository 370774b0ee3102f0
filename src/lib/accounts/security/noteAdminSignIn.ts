import type { Payload, PayloadRequest } from 'payload'

import type { SignInMethod } from '@/lib/accounts/sessions/signInMethods'
import { recordAuditEvent } from '@/lib/admin/audit/recordAuditEvent'
import type { User } from '@/payload-types'
import { holdsAdminRole } from '@access/roles'

import { sendSecurityEmail } from './sendSecurityEmail'

/**
 * A sign-in to an admin or super admin account, however it was made: an entry in the audit trail
 * (in the sign-in's transaction when given its request) and an e-mail to the account's owner, so
 * a stolen admin sign-in does not go unnoticed. Members' sign-ins are neither.
 */
export async function noteAdminSignIn(
  payload: Payload,
  user: User,
  { method, userAgent, req }: { method: SignInMethod; userAgent: string | null; req?: PayloadRequest },
): Promise<void> {
  if (!holdsAdminRole(user)) return
  await recordAuditEvent({ payload, user, req }, { action: 'sign-in', method })
  // Not awaited: the mail server's pace is not the sign-in's, and a failure is only logged.
  void sendSecurityEmail(payload, user, { kind: 'admin-sign-in', method, userAgent })
}
