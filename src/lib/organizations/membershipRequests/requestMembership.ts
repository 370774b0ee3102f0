import { elevated } from '@/lib/accounts/security/elevated'
import { limitMemberMail } from '@/lib/infrastructure/rateLimits/rateLimit'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { relationId } from '@/lib/shared/ids/relationId'
import type { MembershipRequest } from '@/payload-types'

/**
 * A member asks to become a member of an existing organization, filed when they complete the
 * profile with it or ask to join it on /profile/organization (issue 43, item 1): one pending request per member, so a new one withdraws an
 * earlier one to another organization. Nothing is filed for the organization they are a member
 * of already. Created by the server: the collection takes no request from the API, and the member
 * and organization here are the signed-in member's own choice. Returns the pending request.
 */
export async function requestMembership(
  { payload, user }: ActionContext,
  { organizationId }: { organizationId: number },
): Promise<MembershipRequest | null> {
  if (relationId(user.organization) === organizationId) return null
  const { docs } = await payload.find({
    collection: 'membership-requests',
    where: { and: [{ user: { equals: user.id } }, { status: { equals: 'pending' } }] },
    limit: 10,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const same = docs.find((request) => relationId(request.organization) === organizationId)
  // Each new request mails the organization's admins: counted where it is caused, per member,
  // before an earlier request is withdrawn (a refusal leaves the member's pending one as it was).
  if (!same) await limitMemberMail(payload, 'membershipRequest', { sender: user.id })
  for (const earlier of docs.filter((request) => request !== same)) {
    await payload.update({
      collection: 'membership-requests',
      id: earlier.id,
      data: { status: 'withdrawn' },
      depth: 0,
      ...elevated('a new request of the member withdraws their earlier one'),
    })
  }
  if (same) return same
  return payload.create({
    collection: 'membership-requests',
    data: { user: user.id, organization: organizationId, status: 'pending' },
    depth: 0,
    ...elevated('the signed-in member asks to join the organization they chose'),
  })
}
