import type { FieldHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { hasAdminRole } from '@access/roles'

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value)
const sameValue = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) ||
  JSON.stringify(Array.isArray(a) ? a.map(idOf) : idOf(a)) === JSON.stringify(Array.isArray(b) ? b.map(idOf) : idOf(b))

/**
 * A field only admins set. Its field access alone would drop the value silently and answer 201,
 * so an API client would believe it was stored: a value from anyone else refuses the whole
 * write with 403 and this message. Leaving the field empty, or as it is, is no attempt and passes.
 */
export const refuseFieldUnlessAdmin =
  (message: string): FieldHook =>
  ({ operation, overrideAccess, previousValue, req, value }) => {
    if (overrideAccess || hasAdminRole(req.user)) return value
    const unchanged = operation === 'update' ? sameValue(value, previousValue) : isEmpty(value)
    if (!unchanged) throw new AppError('FORBIDDEN', message)
    return value
  }
