import type { CollectionBeforeChangeHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

/** A deleted post stays deleted: neither its text nor its status changes again, whoever asks. */
export const refuseEditsOfDeleted: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || originalDoc?.status !== 'deleted') return data
  const bodyChanged = data.body !== undefined && (data.body ?? '') !== (originalDoc.body ?? '')
  const statusChanged = data.status !== undefined && data.status !== 'deleted'
  if (bodyChanged || statusChanged) throw new AppError('CONFLICT', errorText('discussionPostDeleted'))
  return data
}
