import type { CollectionSlug, Payload, Where } from 'payload'

import type { User } from '@/payload-types'

/**
 * Adds or removes one of a member's own rows (a saved date, an agenda interest) idempotently:
 * adding twice keeps one row (the unique index decides a race), removing a missing row is fine.
 * Access is enforced: the member acts as themself.
 */
export async function setOwnRow(
  payload: Payload,
  user: User,
  collection: CollectionSlug,
  match: Record<string, number>,
  present: boolean,
): Promise<void> {
  const mine: Where = { and: [{ user: { equals: user.id } }, ...Object.entries(match).map(([field, id]) => ({ [field]: { equals: id } }))] }
  const count = async () => (await payload.count({ collection, where: mine, user, overrideAccess: false })).totalDocs
  if (!present) {
    await payload.delete({ collection, where: mine, user, overrideAccess: false })
    return
  }
  if (await count()) return
  try {
    await payload.create({ collection, data: match as never, user, overrideAccess: false })
  } catch (error) {
    // A simultaneous click saved it first: that is the outcome we wanted.
    if (!(await count())) throw error
  }
}
