import type { Payload } from 'payload'

import type { ActionContext } from '@/lib/actions/runAction'
import { AppError } from '@/lib/errors/appError'
import { errorText } from '@/lib/errors/errorText'
import { relationId } from '@/lib/ids/relationId'
import { parseRowId } from '@/lib/ids/rowId'
import { acceptInvitation, invitationForMember } from '@/lib/invitations/acceptInvitation'
import { createOwnOrganization } from '@/lib/organizations/createOwnOrganization'
import { elevated } from '@/lib/security/elevated'
import type { Organization, User } from '@/payload-types'
import { ORGANIZATION_CHANGE_REFUSED } from '@hooks/users/refuseOrganizationChangeByMember'

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

/**
 * Completes the profile (spec 5). A member without an organization joins the one they choose
 * (any: joining gives no right to edit it) or creates it by its name (and becomes its first
 * organization admin). A member who has one keeps it: only an admin moves members, directly or by
 * suggesting an organization in an invitation the member accepts here. A matching invitation is
 * accepted.
 */
export async function completeProfile({ payload, user }: ActionContext, input: ProfileInput): Promise<void> {
  const invitation = await invitationForMember(payload, user.email, input.invite)
  const current = relationId(user.organization)
  let organizationId = await existingOrganization(payload, input)
  if (current && organizationId !== current) {
    const suggested = relationId(invitation?.suggestedOrganization)
    if (!suggested || organizationId !== suggested) {
      throw new AppError('FORBIDDEN', ORGANIZATION_CHANGE_REFUSED, { title: errorText('errorUpdatingProfile') })
    }
  }
  if (!organizationId) {
    organizationId = (
      await createOwnOrganization(
        { payload, user },
        { name: input.company, type: input.companyType, sector: input.companyType === 'industry' && input.sector ? input.sector : null },
      )
    ).id
  }
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      jobRole: input.jobRole,
      workingIn: input.workingIn || null,
      organization: organizationId,
      ...(input.weeklyDigest ? { weeklyDigest: true } : {}),
    },
    user,
    // The admin's suggestion moves a member who has an organization; the field refuses members.
    ...(current && organizationId !== current
      ? elevated('an admin suggested the organization in an invitation')
      : { overrideAccess: false }),
  })
  if (invitation) await acceptInvitation(payload, invitation)
}

/** The organization chosen from the suggestions, or one of the typed name, or null for a new one. */
async function existingOrganization(payload: Payload, input: ProfileInput): Promise<number | null> {
  const chosen = parseRowId(input.companyId)
  if (chosen) {
    const exists = await payload.findByID({ collection: 'organizations', id: chosen, depth: 0, disableErrors: true, overrideAccess: true })
    if (exists) return exists.id
  }
  const sameName = await payload.find({
    collection: 'organizations',
    where: { name: { equals: input.company } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return sameName.docs[0]?.id ?? null
}
