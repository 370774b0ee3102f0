import type { FieldHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { hasAdminRole } from '@access/roles'

/** Spec 5's words on the profile page, now also the server's answer. */
const EMAIL_CHANGE_REFUSED = errorText('emailChangeRefused')

/**
 * A member's e-mail is read-only (spec 5): the profile page shows it so, and an update through
 * the API that tries to change it is refused with 403. Admins change e-mails in the admin panel
 * (the account access rules keep super admins' accounts to super admins); sending the
 * unchanged address, as the admin's account form does, is no change.
 */
export const refuseEmailChangeUnlessAdmin: FieldHook = ({ operation, overrideAccess, previousValue, req, value }) => {
  if (operation !== 'update' || overrideAccess) return value
  if (value === undefined || value === null) return value
  if (typeof value === 'string' && typeof previousValue === 'string' && value.trim().toLowerCase() === previousValue.toLowerCase())
    return value
  if (hasAdminRole(req.user)) return value
  throw new AppError('FORBIDDEN', EMAIL_CHANGE_REFUSED)
}
