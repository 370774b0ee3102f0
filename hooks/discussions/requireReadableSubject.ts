import type { CollectionBeforeChangeHook } from 'payload'

import { itemReadable, subjectOf } from '@/lib/discussions/postSubject'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

/**
 * A new post is under exactly one item, and one its writer may read (asked of the item's own
 * collection as the writer: its TLP and drafts rules decide). The item never changes afterwards
 * (field access).
 */
export const requireReadableSubject: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create') return data
  const subject = subjectOf(data)
  if (!subject) throw new AppError('INVALID_INPUT', errorText('discussionSubjectMissing'))
  if (!(await itemReadable(req, subject))) throw new AppError('NOT_FOUND', errorText('discussionSubjectNotFound'))
  return data
}
