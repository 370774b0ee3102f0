import type { Payload } from 'payload'

import { isProfileComplete, sessionUser } from '@/lib/accounts/auth/sessionUser'
import { readsRestrictedMaterial } from '@/lib/library/tlp/readsRestrictedMaterial'
import { type Clearance, clearanceOf } from '@/lib/platform/pageCache/memberPageFill'
import { isSharedMember } from '@/lib/platform/pageCache/sharedMember'
import { ownedProjectIds } from '@/lib/projects/ownedProjects'
import type { User } from '@/payload-types'
import { holdsAdminRole } from '@access/roles'

import { loadMemberState } from './loadMemberState'
import type { MemberState, StateKey } from './memberState'

/**
 * `sharesPages` is false for a member who may read restricted material (TLP:AMBER and above) or
 * owns a project: shared pages are rendered for a member of no organization, so theirs would lack
 * what only they may read or do (add files to their project); their pages are rendered for them.
 * So are an admin's whose session has not passed the second step: a member's rights, but their
 * menu offers the admin panel, which asks for the second step (a member's shared page has no such item).
 */
export type MemberStateAnswer = { clearance: Clearance; sharesPages: boolean; state: MemberState }

/**
 * The member whose shared pages a request gets, or null for a request without a member session
 * or with an incomplete profile (their pages are rendered for them: sign-in prompts, the
 * redirect to /complete-profile).
 */
export async function sharedPagesMember(payload: Payload, headers: Headers): Promise<User | null> {
  const user = await sessionUser(payload, headers)
  return user && !isSharedMember(user) && isProfileComplete(user) ? user : null
}

/** The clearance a member's shared pages are kept at, whether they get shared pages, and their own state for these islands. */
export async function memberStateFor(payload: Payload, user: User, keys: StateKey[]): Promise<MemberStateAnswer> {
  const clearance = clearanceOf(user)
  // Admins read every label, and so does their clearance's shared page.
  const [restricted, owned, state] = await Promise.all([
    clearance === 'admin' ? false : readsRestrictedMaterial(payload, user),
    clearance === 'admin' ? [] : ownedProjectIds(payload, user.id),
    loadMemberState(payload, user, keys),
  ])
  const awaitsSecondStep = holdsAdminRole(user) && clearance !== 'admin'
  return { clearance, sharesPages: !restricted && owned.length === 0 && !awaitsSecondStep, state }
}
