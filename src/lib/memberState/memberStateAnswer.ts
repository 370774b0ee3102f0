import type { Payload } from 'payload'

import { isProfileComplete, sessionUser } from '@/lib/auth/sessionUser'
import { type Clearance, clearanceOf } from '@/lib/pageCache/memberPageFill'
import { isSharedMember } from '@/lib/pageCache/sharedMember'
import type { User } from '@/payload-types'

import { loadMemberState } from './loadMemberState'
import type { MemberState, StateKey } from './memberState'

export type MemberStateAnswer = { clearance: Clearance; state: MemberState }

/**
 * The member whose shared pages a request gets, or null for a request without a member session
 * or with an incomplete profile (their pages are rendered for them: sign-in prompts, the
 * redirect to /complete-profile).
 */
export async function sharedPagesMember(payload: Payload, headers: Headers): Promise<User | null> {
  const user = await sessionUser(payload, headers)
  return user && !isSharedMember(user) && isProfileComplete(user) ? user : null
}

/** The clearance a member's shared pages are kept at and their own state for these islands. */
export async function memberStateFor(payload: Payload, user: User, keys: StateKey[]): Promise<MemberStateAnswer> {
  return { clearance: clearanceOf(user), state: await loadMemberState(payload, user, keys) }
}
