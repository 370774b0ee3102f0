import type { CollectionConfig } from 'payload'

import { internalRecord } from '@/lib/admin/menuGroups'
import { DISCUSSION_SUBJECTS } from '@access/discussions/discussionSubjects'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { nobodyField } from '@access/nobody'
import { checkFollowedItem } from '@hooks/discussions/checkFollowedItem'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

/** What a row names is fixed once made: only `following` changes. */
const fixed = { access: { update: nobodyField } }

/**
 * Who follows which discussion (issue 50, item 3): one row per member and item (a unique index).
 * Posting in a thread makes one, following (src/lib/discussions/following/followByDefault.ts),
 * unless the member has a row already; "Stop following" keeps the row with `following` off, so
 * the next post of theirs does not turn it on again. New posts in the threads a member follows
 * join their weekly digest. Members read and change their own rows; a row can only name an item
 * the member may read (hooks/discussions/checkFollowedItem.ts).
 */
export const DiscussionSubscriptions: CollectionConfig = {
  slug: 'discussion-subscriptions',
  labels: { singular: 'Discussion subscription', plural: 'Discussion subscriptions' },
  admin: { ...internalRecord, defaultColumns: ['member', 'itemKind', 'itemId', 'following', 'updatedAt'] },
  indexes: [{ fields: ['member', 'itemKind', 'itemId'], unique: true }],
  access: { read: isOwnerOrAdmin('member'), create: isSignedIn, update: isOwnerOrAdmin('member'), delete: isOwnerOrAdmin('member') },
  hooks: { beforeChange: [setCurrentUser('member'), checkFollowedItem] },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, index: true, ...fixed },
    {
      name: 'itemKind',
      type: 'select',
      required: true,
      options: DISCUSSION_SUBJECTS.map(({ field }) => ({ label: field, value: field })),
      ...fixed,
    },
    // The item's id in its own collection (events, agenda-items, documents, projects).
    { name: 'itemId', type: 'number', required: true, min: 1, ...fixed },
    { name: 'following', type: 'checkbox', required: true, defaultValue: true },
  ],
}
