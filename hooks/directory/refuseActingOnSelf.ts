import type { CollectionBeforeChangeHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { relationId } from '@/lib/shared/ids/relationId'

/** A block or report names another member: one naming its own author is refused (400). */
export const refuseActingOnSelf =
  (field: string, message: string): CollectionBeforeChangeHook =>
  ({ data, operation, req }) => {
    if (operation !== 'create' || !req.user) return data
    if (relationId(data[field] as number | { id: number } | null) === req.user.id) throw new AppError('INVALID_INPUT', message)
    return data
  }
