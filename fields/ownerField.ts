import type { RelationshipField } from 'payload'

import { isAdminField } from '@access/isAdmin'

/**
 * The member a row belongs to (saved dates, interests, downloads, applications): filled in
 * by the setCurrentUser hook on create, indexed for "my rows" queries, changed only by admins.
 * `keptWithoutOwner` rows outlive their member's account with the owner cleared.
 */
export const ownerField = (name = 'user', { keptWithoutOwner = false } = {}): RelationshipField => ({
  name,
  type: 'relationship',
  relationTo: 'users',
  required: !keptWithoutOwner,
  index: true,
  access: { update: isAdminField },
})
