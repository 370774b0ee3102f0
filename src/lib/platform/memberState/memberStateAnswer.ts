import type { Payload } from 'payload'

import { isProfileComplete, sessionUser } from '@/lib/accounts/auth/sessionUser'
import { restrictedReadCount } from '@/lib/library/tlp/restrictedReadCount'
import { type Clearance, clearanceOf } from '@/lib/platform/pageCache/memberPageFill'
import { isSharedMember, sharedMember } from '@/lib/platform/pageCache/sharedMember'
import { ownedProjectIds } from '@/lib/projects/ownedProjects'
import { relationId } from '@/lib/shared/ids/relationId'
import type { User } from '@/payload-types'
import { holdsAdminRole } from '@access/roles'

import { loadMemberState } from './loadMemberState'
import type { MemberState, StateKey } from './memberState'

/**
 * Who a member's pages are shared with (docs/decisions.md, "Sharing groups"), and their own
 * state for a page's islands:
 * - `clearance` and `organization`: the sharing group. The organization is the member's when
 *   members of it read restricted material (TLP:AMBER shared with it); members of any other
 *   organization share the clearance's plain pages.
 * - `personal`: the member reads restricted items beyond their group's (an item naming them,
 *   TLP:RED), so their pages are rendered and kept for them alone.
 * - `ownedProjects`: the pages of these projects carry their owner's controls: kept for them alone too.
 * - `sharesPages` is false for an admin whose session has not passed the second step: a
 *   member's rights, but their menu offers the admin panel, which asks for the second step;
 *   their pages are rendered for them each time.
 */
export type MemberStateAnswer = MemberSharing & { member: number; state: MemberState }

/** Whom a member's pages are shared with: the same for every page, so asked once per session. */
export type MemberSharing = {
  clearance: Clearance
  organization: number | null
  personal: boolean
  ownedProjects: number[]
  sharesPages: boolean
}

/**
 * The member whose shared pages a request gets, or null for a request without a member session
 * or with an incomplete profile (their pages are rendered for them: sign-in prompts, the
 * redirect to /complete-profile).
 */
export async function sharedPagesMember(payload: Payload, headers: Headers): Promise<User | null> {
  const user = await signedInMember(payload, headers)
  return user && isProfileComplete(user) ? user : null
}

/** The member these headers' session belongs to, whatever their profile holds: null for none (or the fill's member without a session). */
export async function signedInMember(payload: Payload, headers: Headers): Promise<User | null> {
  const user = await sessionUser(payload, headers)
  return user && !isSharedMember(user) ? user : null
}

/**
 * The member's sharing group from what they read: the restricted items their organization's
 * group reads against their own (the group's viewer reads a subset of what every member of it
 * reads, since rules that name a person only add). Admins read every label, as does their group.
 */
async function sharingGroupOf(payload: Payload, user: User, clearance: Clearance) {
  if (clearance === 'admin') return { organization: null, personal: false }
  const organization = relationId(user.organization)
  const [own, group] = await Promise.all([
    restrictedReadCount(payload, user),
    organization === null ? 0 : restrictedReadCount(payload, sharedMember(clearance, organization)),
  ])
  return { organization: group > 0 ? organization : null, personal: own > group }
}

/** The member's sharing group and whether they get kept pages. */
export async function memberSharing(payload: Payload, user: User): Promise<MemberSharing> {
  const clearance = clearanceOf(user)
  const [group, ownedProjects] = await Promise.all([
    sharingGroupOf(payload, user, clearance),
    clearance === 'admin' ? [] : ownedProjectIds(payload, user.id),
  ])
  const awaitsSecondStep = holdsAdminRole(user) && clearance !== 'admin'
  return { clearance, ...group, ownedProjects, sharesPages: !awaitsSecondStep }
}

/**
 * The member's sharing (`sharing` when the caller remembers it for the session) and their own
 * state for these islands.
 */
export async function memberStateFor(payload: Payload, user: User, keys: StateKey[], sharing?: MemberSharing): Promise<MemberStateAnswer> {
  const [shared, state] = await Promise.all([sharing ?? memberSharing(payload, user), loadMemberState(payload, user, keys)])
  return { member: user.id, ...shared, state }
}
