import type { CollectionConfig } from 'payload'

import { internalRecord } from '@/lib/admin/menuGroups'
import { REACTIONS } from '@/lib/discussions/reactionKinds'
import { ownReactionsOrAdmin } from '@access/discussions/discussionAccess'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { nobody, nobodyField } from '@access/nobody'
import { lockPostOfWithdrawnReaction, lockReactedPost } from '@hooks/discussions/lockReactedPost'
import { recountAfterReaction, recountAfterWithdrawal } from '@hooks/discussions/recountReactions'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

/**
 * A member's reaction to a discussion post, once per kind (a unique index); the post keeps the
 * counts (src/lib/discussions). Members see their own reactions; who reacted is not shown.
 */
export const DiscussionReactions: CollectionConfig = {
  slug: 'discussion-reactions',
  labels: { singular: 'Discussion reaction', plural: 'Discussion reactions' },
  admin: { ...internalRecord, defaultColumns: ['post', 'kind', 'member', 'createdAt'] },
  indexes: [{ fields: ['post', 'member', 'kind'], unique: true }],
  access: { read: ownReactionsOrAdmin, create: isSignedIn, update: nobody, delete: isOwnerOrAdmin('member') },
  // The post's counts follow in the reaction's transaction, the post's row locked first (hooks/discussions).
  hooks: {
    beforeChange: [setCurrentUser('member'), lockReactedPost],
    afterChange: [recountAfterReaction],
    beforeDelete: [lockPostOfWithdrawnReaction],
    afterDelete: [recountAfterWithdrawal],
  },
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'discussion-posts', required: true, index: true, access: { update: nobodyField } },
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: nobodyField } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: REACTIONS.map((kind) => ({ label: kind === 'plusOne' ? '+1' : 'Helpful', value: kind })),
      access: { update: nobodyField },
    },
  ],
}
