import type { ActionContext } from '@/lib/shared/actions/runAction'

import { requireMember } from './memberExists'

/**
 * A member reports another to the admins with a reason, as the member (the collection refuses
 * reporting oneself). One report per pair: reporting again, or a double click, is the same
 * success and keeps the first reason.
 */
export async function reportMember({ payload, user }: ActionContext, { memberId, reason }: { memberId: number; reason: string }) {
  await requireMember(payload, memberId)
  try {
    await payload.create({ collection: 'member-reports', data: { reported: memberId, reason } as never, user, overrideAccess: false })
  } catch (error) {
    // Members do not read reports: whether theirs is stored is the server's to check.
    const existing = await payload.count({
      collection: 'member-reports',
      where: { and: [{ reporter: { equals: user.id } }, { reported: { equals: memberId } }] },
      overrideAccess: true,
    })
    if (!existing.totalDocs) throw error
  }
}
