import type { CollectionBeforeChangeHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { ContactRequest } from '@/payload-types'

/**
 * A contact request is answered once: pending → accepted or declined, with the time; an
 * answered one keeps its answer (409), and its pair may then ask again (the key is freed).
 */
export const keepAnsweredRequestFinal: CollectionBeforeChangeHook<ContactRequest> = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc || data.status === undefined || data.status === originalDoc.status) return data
  if (originalDoc.status !== 'pending' || data.status === 'pending') {
    throw new AppError('CONFLICT', errorText('contactRequestAnswered'))
  }
  return { ...data, answeredAt: new Date().toISOString(), pendingKey: null }
}
