import type { Payload } from 'payload'

import { endSessions } from '@/lib/accounts/sessions/endSessions'
import { recordAuditEvent } from '@/lib/admin/audit/recordAuditEvent'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'
import { hasSuperAdminRole } from '@access/roles'

import { changeSecondFactor, readSecondFactor } from './secondFactorState'

/**
 * Takes away an account's whole second step (a lost phone and no recovery code): its passkeys,
 * its authenticator app and its recovery codes, and signs it out everywhere; its owner then signs
 * in with the password and sets a second step up again. `by` says who did it for the audit
 * trail: a super admin in the admin panel (never for their own account), or the command line.
 */
export async function resetSecondFactor(
  payload: Payload,
  { userId, by }: { userId: number; by: { user: User } | { commandLine: true } },
): Promise<void> {
  const target = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!target) throw new AppError('NOT_FOUND', errorText('accountNotFound'))
  const state = await readSecondFactor(payload, userId)
  await belowLocalApi(payload, 'all the account’s passkeys in one DELETE, audited once by the reset, not row by row').deleteMany({
    collection: 'passkeys',
    where: { user: { equals: userId } },
  })
  await changeSecondFactor(payload, userId, state, { totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodes: null })
  await endSessions(payload, target, 'everywhere')
  const actor = 'user' in by ? by.user : target
  await recordAuditEvent(
    { payload, user: actor },
    {
      action: 'update',
      target: 'users',
      documentId: userId,
      title: target.email,
      changes: [{ field: 'secondStep', label: 'Second step', changed: true }],
      summary: `Reset the second step (passkeys, authenticator app, recovery codes)${'commandLine' in by ? ' from the command line (break-glass)' : ''}`,
    },
  )
}

/** A super admin resets another account's second step (the admin panel's "Reset second step"). */
export async function resetSecondFactorOf({ payload, user }: ActionContext, { userId }: { userId: number }): Promise<void> {
  if (!hasSuperAdminRole(user)) throw new AppError('FORBIDDEN', errorText('superAdminsOnly'))
  if (userId === user.id) throw new AppError('FORBIDDEN', errorText('notYourOwnSecondStep'))
  await resetSecondFactor(payload, { userId, by: { user } })
}
