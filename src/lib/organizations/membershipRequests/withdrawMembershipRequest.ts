import { elevated } from '@/lib/accounts/security/elevated'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'

/** A member withdraws their own pending membership request (issue 43, item 1); anyone else's is 404. */
export async function withdrawMembershipRequest({ payload, user }: ActionContext, { requestId }: { requestId: number }): Promise<void> {
  const request = await payload.findByID({
    collection: 'membership-requests',
    id: requestId,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!request || relationId(request.user) !== user.id) throw new AppError('NOT_FOUND', errorText('membershipRequestNotFound'))
  if (request.status !== 'pending') throw new AppError('CONFLICT', errorText('membershipRequestDecided'))
  await payload.update({
    collection: 'membership-requests',
    id: requestId,
    data: { status: 'withdrawn' },
    depth: 0,
    user,
    ...elevated('the member withdraws their own pending request (checked above)'),
  })
}
