import type { Payload } from 'payload'

import { CONFIRM_PATH } from '@/lib/admin/confirmPath'
import { findInvitationFor } from '@/lib/organizations/invitations/openInvitation'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { returnPath } from '@/lib/shared/redirects/siteLocation'
import type { User } from '@/payload-types'
import { holdsAdminRole } from '@access/roles'

import { isProfileComplete } from './sessionUser'

/** /complete-profile, carrying the matching invitation (given one first, else found by e-mail). */
export async function completeProfilePath(payload: Payload, user: Pick<User, 'email'>, invite?: string | null) {
  const inviteId = parseRowId(invite) ?? (await findInvitationFor(payload, user.email))?.id
  return inviteId ? `/complete-profile?invite=${inviteId}` : '/complete-profile'
}

/**
 * Where a member goes after signing in or up: complete the profile first, then back or home. An
 * admin on the way to the admin panel whose sign-in was not a passkey confirms the session first
 * (/auth/confirm), with the whole address to return to (the panel's own redirect knows no query).
 * Without a language prefix: the redirect that sends the member there adds theirs (redirectInSite).
 */
export async function afterSignIn(
  payload: Payload,
  user: User,
  options: { from?: unknown; invite?: string | null; secondStepPassed?: boolean },
) {
  if (options.invite || !isProfileComplete(user)) return completeProfilePath(payload, user, options.invite)
  const destination = returnPath(options.from)
  if (!options.secondStepPassed && holdsAdminRole(user) && /^\/admin(\/|\?|$)/.test(destination)) {
    return `${CONFIRM_PATH}?from=${encodeURIComponent(destination)}`
  }
  return destination
}
