import type { CollectionBeforeChangeHook } from 'payload'

import type { DiscussionPost } from '@/payload-types'

/**
 * A deleted post keeps its place in the thread (its replies stay under it) with its text
 * cleared; the text goes to `history`, which only admins read (a moderator's record).
 */
export const clearDeletedBody: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || data.status !== 'deleted' || originalDoc.status === 'deleted') return data
  const now = new Date().toISOString()
  data.history = [...((originalDoc as DiscussionPost).history ?? []), { body: originalDoc.body ?? '', replacedAt: now }]
  data.body = ''
  return data
}
