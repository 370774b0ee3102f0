import { elevated } from '@/lib/accounts/security/elevated'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { Organization } from '@/payload-types'

export type NewOrganization = Pick<Organization, 'name' | 'type' | 'sector'> & { logo?: number }

/**
 * A member without an organization creates one (profile completion or the profile's
 * Organization tab) and joins it as its first organization admin (issue 23, item 6): the
 * organization as the member (the collection's rules: member-editable, its creator recorded),
 * then the membership and the role, which only the server grants.
 */
export async function createOwnOrganization({ payload, user }: ActionContext, input: NewOrganization): Promise<Organization> {
  const created = await payload.create({ collection: 'organizations', data: input, user, overrideAccess: false })
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { organization: created.id, organizationAdmin: true },
    ...elevated('the creator of a new organization is its first admin'),
  })
  return created
}
