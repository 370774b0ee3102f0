import type { Payload } from 'payload'

import { parseRowId } from '@/lib/ids/rowId'
import { findInvitationFor } from '@/lib/invitations/openInvitation'
import type { User } from '@/payload-types'

import { safeReturnPath } from './returnPath'
import { isProfileComplete } from './sessionUser'

/** /complete-profile, carrying the matching invitation (given one first, else found by e-mail). */
export async function completeProfilePath(payload: Payload, user: Pick<User, 'email'>, invite?: string | null) {
  const inviteId = parseRowId(invite) ?? (await findInvitationFor(payload, user.email))?.id
  return inviteId ? `/complete-profile?invite=${inviteId}` : '/complete-profile'
}

/** Where a member goes after signing in or up: complete the profile first, then back or home. */
export async function afterSignIn(payload: Payload, user: User, options: { from?: unknown; invite?: string | null }) {
  if (options.invite || !isProfileComplete(user)) return completeProfilePath(payload, user, options.invite)
  return safeReturnPath(options.from)
}
