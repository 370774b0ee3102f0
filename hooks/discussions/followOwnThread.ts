import type { CollectionAfterChangeHook } from 'payload'

import { followByDefault } from '@/lib/discussions/following/followByDefault'
import type { DiscussionPost } from '@/payload-types'

/** Whoever posts in a thread follows it, unless they stopped (src/lib/discussions/following/followByDefault.ts). */
export const followOwnThread: CollectionAfterChangeHook<DiscussionPost> = async ({ doc, operation, req }) => {
  if (operation === 'create') await followByDefault(req, doc)
  return doc
}
