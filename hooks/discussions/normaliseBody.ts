import type { CollectionBeforeValidateHook } from 'payload'

import { normalisePostBody } from '@/lib/discussions/normalisePostBody'

/**
 * A post's text is bounded and normalised before anything reads it, on every path (REST,
 * GraphQL, the local API): refused unread when far too long, refused when empty. A deletion
 * clears it (clearDeletedBody.ts), so a deletion's own empty text is left alone. (On an update
 * `data` already holds the stored fields the request left out.)
 */
export const normaliseBody: CollectionBeforeValidateHook = ({ data, operation, originalDoc }) => {
  // A deleted post's text stays cleared; any change to it is refused by refuseEditsOfDeleted.ts.
  if (!data || (operation === 'update' && originalDoc?.status === 'deleted')) return data
  const deleting = data.status === 'deleted'
  if (typeof data.body === 'string' && !(deleting && data.body === '')) data.body = normalisePostBody(data.body)
  else if (operation === 'create' && !deleting) data.body = normalisePostBody(typeof data.body === 'string' ? data.body : '')
  return data
}
