import { elevated } from '@/lib/accounts/security/elevated'
import { provenOrganizationOf } from '@/lib/organizations/organizationDomains/joinByDomain'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { relationId } from '@/lib/shared/ids/relationId'
import type { Organization } from '@/payload-types'

import { requestMembership } from './requestMembership'

/** What naming an existing organization did: a membership, or a request that waits for its admins. */
export type MembershipOutcome = { membership: 'member' | 'requested'; organizationName: string }

/**
 * A member who names an existing organization as theirs becomes its member by proof, or asks
 * (issue 43, item 1): the one rule behind completing the profile and "Ask to join" on /profile/organization.
 * A member already in it stays; a verified address at one of its verified domains joins it
 * (the rule of joinByDomain.ts); anyone else files a membership request (requestMembership.ts:
 * one pending per member, rate-limited, its admins notified).
 */
export async function joinOrRequestMembership(
  { payload, user }: ActionContext,
  organization: Pick<Organization, 'id' | 'name'>,
): Promise<MembershipOutcome> {
  // Read again: the member's row may have changed in this request (a hook joined them by domain).
  const own = await payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 0,
    select: { organization: true, email: true, _verified: true },
    overrideAccess: true,
  })
  const current = relationId(own.organization)
  if (current === organization.id) return { membership: 'member', organizationName: organization.name }
  if (current === null && (await provenOrganizationOf(payload, own)) === organization.id) {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { organization: organization.id },
      depth: 0,
      ...elevated('a verified address at a verified domain joins its organization'),
    })
    return { membership: 'member', organizationName: organization.name }
  }
  await requestMembership({ payload, user: { ...user, organization: own.organization } }, { organizationId: organization.id })
  return { membership: 'requested', organizationName: organization.name }
}
