import type { FieldHook } from 'payload'

import { hasAdminRole } from '../access/roles'
import { forbiddenError } from '../src/lib/errors/publicError'

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * A field only admins set. Its field access alone would drop the value silently and answer 201,
 * so an API client would believe it was stored: a value from anyone else refuses the whole
 * write with 403 and this message. Leaving the field empty is no attempt and passes.
 */
export const refuseFieldUnlessAdmin =
  (message: string): FieldHook =>
  ({ overrideAccess, req, value }) => {
    if (!overrideAccess && !isEmpty(value) && !hasAdminRole(req.user)) throw forbiddenError(message)
    return value
  }
