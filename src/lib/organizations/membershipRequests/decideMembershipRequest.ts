import { elevated } from '@/lib/accounts/security/elevated'
import { requireOrganizationAdmin } from '@/lib/organizations/requireOrganizationAdmin'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'

/**
 * An organization admin (of the request's organization) or an admin decides a pending membership
 * request (issue 43, item 1). A request of another organization is 404, as if not there; a
 * decided one is refused (hooks/organizations/keepDecisionFinal.ts). Approval makes the
 * member a member (hooks/organizations/grantMembershipOnApproval.ts).
 */
async function decide({ payload, user }: ActionContext, requestId: number, status: 'approved' | 'declined'): Promise<void> {
  const request = await payload.findByID({
    collection: 'membership-requests',
    id: requestId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!request) throw new AppError('NOT_FOUND', errorText('membershipRequestNotFound'))
  try {
    requireOrganizationAdmin(user, relationId(request.organization)!)
  } catch (error) {
    if ((error as AppError).code === 'FORBIDDEN') throw new AppError('NOT_FOUND', errorText('membershipRequestNotFound'))
    throw error
  }
  if (request.status !== 'pending') throw new AppError('CONFLICT', errorText('membershipRequestDecided'))
  await payload.update({
    collection: 'membership-requests',
    id: requestId,
    data: { status },
    depth: 0,
    user,
    ...elevated("the organization's admin decides its membership requests (checked above)"),
  })
}

/** An organization admin or an admin approves a pending membership request; the member becomes a member of the organization. */
export async function approveMembershipRequest(context: ActionContext, { requestId }: { requestId: number }): Promise<void> {
  await decide(context, requestId, 'approved')
}

/** An organization admin or an admin declines a pending membership request; the member keeps the affiliation, with no membership. */
export async function declineMembershipRequest(context: ActionContext, { requestId }: { requestId: number }): Promise<void> {
  await decide(context, requestId, 'declined')
}
