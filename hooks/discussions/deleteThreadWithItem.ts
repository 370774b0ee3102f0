import type { CollectionBeforeDeleteHook } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import type { DiscussionSubjectField } from '@access/discussions/discussionSubjects'

/**
 * Deleting an event, agenda item, document or project deletes its discussion in the same
 * transaction: its top posts (each takes its replies and reactions, collections/DiscussionPosts)
 * and who followed it. Without this the posts would stay in the table with no item to read them by.
 */
export const deleteThreadWithItem =
  (field: DiscussionSubjectField): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const cascade = { ...elevated('a cascade of an allowed delete'), req }
    await req.payload.delete({
      collection: 'discussion-posts',
      where: { and: [{ [field]: { equals: id } }, { replyTo: { exists: false } }] },
      ...cascade,
    })
    await req.payload.delete({
      collection: 'discussion-subscriptions',
      where: { and: [{ itemKind: { equals: field } }, { itemId: { equals: id } }] },
      ...cascade,
    })
  }
