import type { CollectionBeforeChangeHook } from 'payload'

import { itemReadable } from '@/lib/discussions/postSubject'
import { AppError } from '@/lib/shared/errors/appError'
import { isRowId } from '@/lib/shared/ids/rowId'
import { DISCUSSION_SUBJECTS, type DiscussionSubjectField } from '@access/discussions/discussionSubjects'

/**
 * A member follows only a discussion they may read: the item of a new subscription is asked of
 * its own collection as the member (itemReadable); another's or a missing item is "not found",
 * so following tells nobody that a restricted item exists.
 */
const isSubjectField = (value: unknown): value is DiscussionSubjectField => DISCUSSION_SUBJECTS.some(({ field }) => field === value)

export const checkFollowedItem: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const field: unknown = data.itemKind
  const id = Number(data.itemId)
  if (!isSubjectField(field) || !isRowId(id) || !(await itemReadable(req, { field, id }))) {
    throw new AppError('NOT_FOUND', 'Discussion not found')
  }
  return data
}
