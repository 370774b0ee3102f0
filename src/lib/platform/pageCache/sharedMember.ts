import type { User } from '@/payload-types'

import type { Clearance } from './memberPageFill'

/** No row has this id: queries for "this member's" rows find nothing. */
const SHARED_MEMBER_ID = -1

/**
 * The viewer of a shared member page's render (./memberPageFill.ts): signed in at a clearance,
 * with a complete profile and no name, address or rows of their own, so nothing in the page
 * belongs to anyone. Pages ask isSharedMember() to leave the member's own state to the islands.
 */
export const sharedMember = (clearance: Clearance): User => ({
  id: SHARED_MEMBER_ID,
  collection: 'users',
  email: '',
  firstName: 'Member',
  organization: SHARED_MEMBER_ID,
  role: clearance === 'admin' ? 'admin' : 'community_user',
  _verified: true,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
})

export const isSharedMember = (user: Pick<User, 'id'> | null | undefined): boolean => user?.id === SHARED_MEMBER_ID
