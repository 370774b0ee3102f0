import type { Payload } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { createOwnOrganization } from '@/lib/organizations/createOwnOrganization'
import { acceptInvitation, invitationForMember } from '@/lib/organizations/invitations/acceptInvitation'
import { joinOrRequestMembership, type MembershipOutcome } from '@/lib/organizations/membershipRequests/joinOrRequestMembership'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'
import { parseRowId } from '@/lib/shared/ids/rowId'
import type { Organization, User } from '@/payload-types'

import { ORGANIZATION_CHANGE_REFUSED } from './organizationChangeRefused'

export type ProfileInput = {
  firstName: string
  lastName: string
  jobRole: string
  workingIn?: User['workingIn'] | ''
  company: string
  companyId?: string
  companyType: Organization['type']
  sector?: string
  invite?: string
  /** The weekly digest, offered here with one click (off unless ticked). */
  weeklyDigest?: boolean
}

/** What completing the profile did with the organization: a membership, or a request that waits for its admins. */
export type ProfileOutcome = { membership: 'member' } | MembershipOutcome

/**
 * Completes the profile (spec 5, issue 43 item 1). The organization the member names becomes
 * their affiliation (shown on the profile, no rights). Membership needs proof: a new organization
 * makes its creator its member and first organization admin; an invitation that suggests the
 * organization (by an admin, or by that organization's admin) makes them a member; otherwise an
 * existing organization gets a membership request that its admins decide, and the member is told
 * it is pending. A member's existing membership stays until a decision moves them. A matching
 * invitation is accepted.
 */
export async function completeProfile({ payload, user }: ActionContext, input: ProfileInput): Promise<ProfileOutcome> {
  const invitation = await invitationForMember(payload, user.email, input.invite)
  const current = relationId(user.organization)
  const existing = await existingOrganization(payload, input)
  const suggested = relationId(invitation?.suggestedOrganization)
  // Creating an organization makes its creator its member: not while they are a member of another.
  if (current && !existing) throw new AppError('FORBIDDEN', ORGANIZATION_CHANGE_REFUSED, { title: errorText('errorUpdatingProfile') })
  const organizationId = existing
    ? existing.id
    : (
        await createOwnOrganization(
          { payload, user },
          { name: input.company, type: input.companyType, sector: input.companyType === 'industry' && input.sector ? input.sector : null },
        )
      ).id
  const invited = existing !== null && suggested === existing.id && current !== existing.id
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      jobRole: input.jobRole,
      workingIn: input.workingIn || null,
      affiliation: organizationId,
      ...(input.weeklyDigest ? { weeklyDigest: true } : {}),
    },
    user,
    overrideAccess: false,
  })
  if (invited) {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { organization: existing.id },
      depth: 0,
      ...elevated('an admin, or the organization admin, suggested the organization in an invitation'),
    })
  }
  if (invitation) await acceptInvitation(payload, invitation, user)
  if (!existing || invited || current === existing.id) return { membership: 'member' }
  return joinOrRequestMembership({ payload, user }, existing)
}

/** The organization chosen from the suggestions, or one of the typed name, or null for a new one. */
async function existingOrganization(payload: Payload, input: ProfileInput): Promise<Pick<Organization, 'id' | 'name'> | null> {
  const chosen = parseRowId(input.companyId)
  if (chosen) {
    const exists = await payload.findByID({
      collection: 'organizations',
      id: chosen,
      depth: 0,
      select: { name: true },
      disableErrors: true,
      overrideAccess: true,
    })
    if (exists) return { id: exists.id, name: exists.name }
  }
  const sameName = await payload.find({
    collection: 'organizations',
    where: { name: { equals: input.company } },
    select: { name: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const found = sameName.docs[0]
  return found ? { id: found.id, name: found.name } : null
}
