import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { recountPostReactions } from '@/lib/discussions/postCounts'
import { relationId } from '@/lib/shared/ids/relationId'

/** A post's counts follow its reactions, in the reaction's own transaction, on every path. */
export const recountAfterReaction: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  if (operation === 'create') await recountPostReactions(req, relationId(doc.post))
  return doc
}

export const recountAfterWithdrawal: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await recountPostReactions(req, relationId(doc.post))
  return doc
}
