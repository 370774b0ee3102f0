import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

/**
 * The recipient of a contact request accepts it (both then see each other's address on
 * /people/requests, and the sender is told) or declines it (nothing is shared, nobody is told),
 * as the member: only the recipient may answer, once (hooks/directory/keepAnsweredRequestFinal.ts).
 * The same answer again, a double click, is the same success.
 */
export async function answerContactRequest(
  { payload, user }: ActionContext,
  { requestId, answer }: { requestId: number; answer: 'accepted' | 'declined' },
) {
  const found = await payload.find({
    collection: 'contact-requests',
    where: { and: [{ id: { equals: requestId } }, { recipient: { equals: user.id } }] },
    select: { status: true },
    depth: 0,
    limit: 1,
    user,
    overrideAccess: false,
  })
  const request = found.docs[0]
  if (!request) throw new AppError('NOT_FOUND', errorText('contactRequestNotFound'))
  if (request.status === answer) return
  await payload.update({ collection: 'contact-requests', id: requestId, data: { status: answer }, user, overrideAccess: false })
}
