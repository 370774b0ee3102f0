import type { CollectionBeforeChangeHook } from 'payload'
import { publicError } from '../src/lib/errors/publicError'

/** Spec 4: approved and rejected applications are final; only pending ones are reviewed. */
export const keepReviewedApplicationFinal: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || originalDoc.status === 'pending') return data
  if (data.status !== undefined && data.status !== originalDoc.status) {
    throw publicError('This application has already been reviewed.', 409)
  }
  return data
}
