import type { CollectionBeforeChangeHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

/**
 * A membership request is decided once (issue 43, item 1): from pending to approved, declined
 * or withdrawn, never back nor from one decision to another (a declined member asks again by a
 * new request). The decision records who and when.
 */
export const keepDecisionFinal: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || data.status === undefined || data.status === originalDoc?.status) return data
  if (originalDoc?.status !== 'pending') throw new AppError('CONFLICT', errorText('membershipRequestDecided'))
  return { ...data, decidedBy: req.user?.id ?? null, decidedAt: new Date().toISOString() }
}
