import { ORGANIZATION_CHANGE_REFUSED } from '@/lib/accounts/users/organizationChangeRefused'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'

import { joinOrRequestMembership, type MembershipOutcome } from './joinOrRequestMembership'

/**
 * A member without a membership asks to join an existing organization from /profile/organization (issue 43,
 * item 1): after a declined or withdrawn request, or when they now work elsewhere. They join by
 * proof or file a request, as at profile completion (joinOrRequestMembership.ts), and it becomes
 * their affiliation. A member of an organization is refused: only admins move them.
 * Creating an organization stays on the profile's Organization tab.
 */
export async function askToJoinOrganization(
  { payload, user }: ActionContext,
  { organizationId }: { organizationId: number },
): Promise<MembershipOutcome> {
  if (relationId(user.organization) !== null) throw new AppError('FORBIDDEN', ORGANIZATION_CHANGE_REFUSED)
  const organization = await payload.findByID({
    collection: 'organizations',
    id: organizationId,
    depth: 0,
    select: { name: true },
    disableErrors: true,
    user,
    overrideAccess: false,
  })
  if (!organization) throw new AppError('NOT_FOUND', errorText('organizationNotFound'))
  const outcome = await joinOrRequestMembership({ payload, user }, { id: organization.id, name: organization.name })
  // After the request: one refused (the rate limit) leaves the member's profile as it was.
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { affiliation: organization.id },
    depth: 0,
    user,
    overrideAccess: false,
  })
  return outcome
}
