import type { ActionContext } from '@/lib/shared/actions/runAction'

import { requireMember } from './memberExists'

/**
 * A member blocks another, as the member: neither sees the other in the people directory any
 * more, contact requests are refused both ways and the open one between them is declined
 * (hooks/directory/declineRequestsOfBlockedPair.ts). Blocking twice is the same success.
 */
export async function blockMember({ payload, user }: ActionContext, { memberId }: { memberId: number }) {
  await requireMember(payload, memberId)
  try {
    await payload.create({ collection: 'member-blocks', data: { blocked: memberId } as never, user, overrideAccess: false })
  } catch (error) {
    const existing = await payload.count({
      collection: 'member-blocks',
      where: { and: [{ blocker: { equals: user.id } }, { blocked: { equals: memberId } }] },
      user,
      overrideAccess: false,
    })
    if (!existing.totalDocs) throw error
  }
}
