import { createOwnOrganization } from '@/lib/organizations/createOwnOrganization'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'
import type { Organization } from '@/payload-types'

export type OrganizationInput = Pick<Organization, 'name' | 'type' | 'sector'> & { logo?: number }

/**
 * A member's Organization tab (spec 5), as the member: edits their organization where the
 * collection's access allows it (its organization admins; while open to member edits, the members
 * at one of its verified domains: access/organizations/organizationAccess.ts), or, without one, creates it and joins it as its first admin
 * (createOwnOrganization.ts), unless a membership request of theirs is pending. Throws what the
 * collections throw (a 403 when editing is not open to them).
 */
export async function saveOwnOrganization({ payload, user }: ActionContext, input: OrganizationInput): Promise<'created' | 'updated'> {
  const data = { name: input.name, type: input.type, sector: input.sector, ...(input.logo ? { logo: input.logo } : {}) }
  const organizationId = relationId(user.organization)
  if (organizationId) {
    await payload.update({ collection: 'organizations', id: organizationId, data, user, overrideAccess: false })
    return 'updated'
  }
  // A member waiting for an organization's admins creates no other one meanwhile (issue 43): the
  // request would stay open beside a membership elsewhere. They withdraw it first, on /profile/organization.
  const pending = await payload.count({
    collection: 'membership-requests',
    where: { and: [{ user: { equals: user.id } }, { status: { equals: 'pending' } }] },
    user,
    overrideAccess: false,
  })
  if (pending.totalDocs > 0) throw new AppError('CONFLICT', errorText('membershipRequestPending'))
  await createOwnOrganization({ payload, user }, data)
  return 'created'
}
