import type { CollectionBeforeChangeHook } from 'payload'

import { findReadablePost } from '@/lib/discussions/findReadablePost'
import { sameSubject, subjectOf } from '@/lib/discussions/postSubject'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'

/**
 * A quoted post is a published one the writer may read, under the same item: a quote never
 * carries a post's words into a thread whose readers may not read it.
 */
export const checkQuotedPost: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create' || data.quotes === undefined || data.quotes === null) return data
  const quoted = await findReadablePost(req, relationId(data.quotes))
  if (!quoted || quoted.status !== 'published' || !sameSubject(subjectOf(quoted), subjectOf(data)))
    throw new AppError('INVALID_INPUT', errorText('discussionQuoteElsewhere'))
  return data
}
