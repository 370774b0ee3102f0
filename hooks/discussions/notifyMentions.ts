import type { CollectionAfterChangeHook } from 'payload'

import { notifyMentions as notifyMentionedMembers } from '@/lib/discussions/mentions/notifyMentions'
import type { DiscussionPost } from '@/payload-types'

/**
 * Every path that publishes a post's text (a member's post or edit, an admin's approval, REST,
 * GraphQL) tells the members it @mentions, once each, in the same transaction
 * (src/lib/discussions/mentions/notifyMentions.ts).
 */
export const notifyMentions: CollectionAfterChangeHook<DiscussionPost> = async ({ doc, previousDoc, operation, req }) => {
  await notifyMentionedMembers(req, doc, operation === 'update' ? (previousDoc ?? null) : null)
  return doc
}
