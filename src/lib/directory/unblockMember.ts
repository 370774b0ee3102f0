import type { ActionContext } from '@/lib/shared/actions/runAction'

/** A member lifts their block of another, as the member (only their own blocks); lifting one that is gone is the same success. */
export async function unblockMember({ payload, user }: ActionContext, { memberId }: { memberId: number }) {
  await payload.delete({
    collection: 'member-blocks',
    where: { and: [{ blocker: { equals: user.id } }, { blocked: { equals: memberId } }] },
    user,
    overrideAccess: false,
  })
}
