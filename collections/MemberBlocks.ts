import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { nobody, nobodyField } from '@access/nobody'
import { declineRequestsOfBlockedPair } from '@hooks/directory/declineRequestsOfBlockedPair'
import { refuseActingOnSelf } from '@hooks/directory/refuseActingOnSelf'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

/**
 * A member blocks another: neither sees the other in the people directory any more, contact
 * requests are refused both ways and open ones between them are declined. The blocker sees
 * and lifts their own blocks; the blocked member is never told.
 */
export const MemberBlocks: CollectionConfig = {
  slug: 'member-blocks',
  labels: { singular: 'Member block', plural: 'Member blocks' },
  admin: { defaultColumns: ['blocker', 'blocked', 'createdAt'], group: menuGroup('activity') },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['blocker', 'blocked'], unique: true }],
  access: { read: isOwnerOrAdmin('blocker'), create: isSignedIn, update: nobody, delete: isOwnerOrAdmin('blocker') },
  hooks: {
    beforeChange: [setCurrentUser('blocker'), refuseActingOnSelf('blocked', 'You cannot block yourself.')],
    afterChange: [declineRequestsOfBlockedPair],
    afterError: [explainDuplicate('You have already blocked this member.')],
  },
  fields: [
    { name: 'blocker', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: nobodyField } },
    { name: 'blocked', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: nobodyField } },
  ],
}
