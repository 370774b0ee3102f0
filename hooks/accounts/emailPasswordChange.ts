import type { CollectionAfterChangeHook, CollectionAfterOperationHook, CollectionBeforeChangeHook } from 'payload'

import { sendSecurityEmail } from '@/lib/accounts/security/sendSecurityEmail'
import type { User } from '@/payload-types'

const PASSWORD_CHANGED = 'passwordChangedFor'

/** Notes an update that sets a new password (the account's own, or an admin's in the admin panel) before Payload hashes it away. */
export const notePasswordChange: CollectionBeforeChangeHook = ({ context, data, operation, originalDoc }) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password && originalDoc?.id !== undefined) {
    context[`${PASSWORD_CHANGED}:${originalDoc.id}`] = true
  }
  return data
}

const tell = (payload: Parameters<typeof sendSecurityEmail>[0], user: User, userAgent: string | null) =>
  // Not awaited: the mail server's pace is not the save's, and a failure is only logged.
  void sendSecurityEmail(payload, user, { kind: 'password-changed', userAgent })

/** The account's owner hears of a new password by e-mail, whoever set it: not knowing it is how a takeover goes unnoticed. */
export const emailPasswordChange: CollectionAfterChangeHook = ({ context, doc, req }) => {
  if (context[`${PASSWORD_CHANGED}:${doc.id}`]) tell(req.payload, doc as User, req.headers?.get('user-agent') ?? null)
  return doc
}

/** The same after a reset through the e-mailed link (Payload's resetPassword runs no change hooks). */
export const emailPasswordReset: CollectionAfterOperationHook = ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const user = (result as unknown as { user?: User } | undefined)?.user
  if (user?.email) tell(req.payload, user, req.headers?.get('user-agent') ?? null)
  return result
}
