import type { User } from '@/payload-types'

import type { Clearance } from './memberPageFill'

/** No row has this id: queries for "this member's" rows find nothing. */
const SHARED_MEMBER_ID = -1

/**
 * The viewer of a sharing group's render (./memberPageFill.ts): signed in at a clearance, in
 * the group's organization (or none), with a complete profile and no name, address or rows of
 * their own, so nothing in the page belongs to anyone and everything in it is what every member
 * of the group may read (access rules that name a person only add to what a member reads).
 * Pages ask isSharedMember() to leave the member's own state to the islands.
 */
export const sharedMember = (clearance: Clearance, organization: number | null = null): User => ({
  id: SHARED_MEMBER_ID,
  collection: 'users',
  email: '',
  firstName: 'Member',
  organization: organization ?? SHARED_MEMBER_ID,
  role: clearance === 'admin' ? 'admin' : 'community_user',
  _verified: true,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
})

export const isSharedMember = (user: Pick<User, 'id'> | null | undefined): boolean => user?.id === SHARED_MEMBER_ID
