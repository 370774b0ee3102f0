import type { Where } from 'payload'

import type { ActionContext } from '@/lib/shared/actions/runAction'

import type { PostSubject } from '../postSubject'

const ownRow = (subject: PostSubject, memberId: number): Where => ({
  and: [{ member: { equals: memberId } }, { itemKind: { equals: subject.field } }, { itemId: { equals: subject.id } }],
})

/** Whether the member follows the discussion under an item: their row says so; without one, they do not. */
export async function isFollowing({ payload, user }: ActionContext, subject: PostSubject): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'discussion-subscriptions',
    where: ownRow(subject, user.id),
    select: { following: true },
    depth: 0,
    limit: 1,
    user,
    overrideAccess: false,
  })
  return docs[0]?.following === true
}

/**
 * A member follows the discussion under an item, or stops (issue 50, item 3), as the member: the
 * collection keeps one row per member and item, and its hook refuses an item the member may not
 * read ("not found"). Stopping keeps the row with `following` off, so posting again does not turn
 * it back on. A double click, or two tabs, end in the same row: a create that meets the unique
 * index reads the row the other made and sets it.
 */
export async function followThread(
  context: ActionContext,
  { subject, following }: { subject: PostSubject; following: boolean },
): Promise<{ following: boolean }> {
  const { payload, user } = context
  const set = async (id: number) => {
    await payload.update({ collection: 'discussion-subscriptions', id, data: { following }, depth: 0, user, overrideAccess: false })
    return { following }
  }
  const existing = async () =>
    (
      await payload.find({
        collection: 'discussion-subscriptions',
        where: ownRow(subject, user.id),
        depth: 0,
        limit: 1,
        user,
        overrideAccess: false,
      })
    ).docs[0]
  const row = await existing()
  if (row) return row.following === following ? { following } : set(row.id)
  try {
    await payload.create({
      collection: 'discussion-subscriptions',
      data: { member: user.id, itemKind: subject.field, itemId: subject.id, following },
      depth: 0,
      user,
      overrideAccess: false,
    })
    return { following }
  } catch (error) {
    // The unique index: the same member's other click made the row first.
    const made = await existing()
    if (!made) throw error
    return set(made.id)
  }
}
