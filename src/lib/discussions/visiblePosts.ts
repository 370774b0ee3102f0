import type { PayloadRequest, Where } from 'payload'

import { visiblePostsWhere } from '@access/discussions/discussionAccess'

/**
 * The posts of one item the reader sees, for reads that asked the item's own access first
 * (itemReadable, or a readable post of the item): the posts' read access without its item part
 * (access/discussions/discussionAccess.ts), which would join every item table on every post
 * (four statements of 25-40 ms on a thread of 1,000 posts). `where` narrows the reads to the
 * item; `join` is the same condition for the replies join; null when the reader sees none.
 */
export async function visiblePostsOfReadableItem(req: PayloadRequest) {
  const visible = await visiblePostsWhere(req)
  if (visible === false) return null
  return {
    where: (where: Where): Where => (visible === true ? where : { and: [where, visible] }),
    join: visible === true ? undefined : visible,
  }
}
