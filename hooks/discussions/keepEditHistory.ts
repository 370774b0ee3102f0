import type { CollectionBeforeChangeHook } from 'payload'

import type { DiscussionPost } from '@/payload-types'

/**
 * An edit keeps the text it replaces in `history` (admins read it) and marks the post edited
 * (`editedAt`, the "edited" mark). A deletion is kept the same way by clearDeletedBody.ts.
 */
export const keepEditHistory: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || data.status === 'deleted') return data
  if (typeof data.body !== 'string' || data.body === (originalDoc.body ?? '')) return data
  const now = new Date().toISOString()
  data.history = [...((originalDoc as DiscussionPost).history ?? []), { body: originalDoc.body ?? '', replacedAt: now }]
  data.editedAt = now
  return data
}
