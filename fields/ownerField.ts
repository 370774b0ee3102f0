import type { RelationshipField } from 'payload'

import { isAdminField } from '../access/isAdmin'

/**
 * The member a row belongs to (saved dates, interests, downloads, applications): filled in
 * by the setCurrentUser hook on create, indexed for "my rows" queries, changed only by admins.
 */
export const ownerField = (name = 'user'): RelationshipField => ({
  name,
  type: 'relationship',
  relationTo: 'users',
  required: true,
  index: true,
  access: { update: isAdminField },
})
