import type { ActionContext } from '@/lib/shared/actions/runAction'
import { relationId } from '@/lib/shared/ids/relationId'

/**
 * A member marks one of their notices read (opening it does too). As the member, so the
 * collection's access decides: another member's notice or a missing one is null (not theirs to
 * see). An admin, who may read every notice to help, opens only their own: another's is null
 * too. Marking a read notice again changes nothing (the first reading time stays): a double
 * click is harmless.
 */
export async function markNoticeRead({ payload, user }: ActionContext, { id }: { id: number }) {
  const notice = await payload.findByID({ collection: 'notifications', id, depth: 0, user, overrideAccess: false, disableErrors: true })
  if (!notice || relationId(notice.recipient) !== user.id) return null
  if (notice.readAt) return notice
  return payload.update({
    collection: 'notifications',
    id,
    data: { readAt: new Date().toISOString() },
    depth: 0,
    user,
    overrideAccess: false,
  })
}
