import type { FieldHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { isOrganizationAdminOf } from '@access/organizations/organizationAdmin'
import { hasAdminRole } from '@access/roles'

/**
 * An organization's sector and type group the survey benchmarks (issue 43, item 6): only its
 * organization admins and admins change them once it exists (members who may edit the rest of it
 * by their verified domain may not). Anyone else's change refuses the whole write with 403;
 * sending the value as it is passes. Changes are audited (auditClassificationChange.ts).
 */
export const refuseClassificationChange: FieldHook = ({ operation, originalDoc, overrideAccess, previousValue, req, value }) => {
  if (operation !== 'update' || overrideAccess || value === undefined || hasAdminRole(req.user)) return value
  if ((value ?? null) === (previousValue ?? null)) return value
  if (isOrganizationAdminOf(req.user, (originalDoc as { id?: number } | undefined)?.id)) return value
  throw new AppError('FORBIDDEN', errorText('classificationChangeRefused'))
}
