import type { Access, PayloadRequest, Where } from 'payload'

import { hasAdminRole } from '../roles'

/** At most this many blocks are honoured per member (a member who blocks more is an abuser to report, not a reader). */
const MAX_BLOCKS = 1000

/**
 * The members a member and another must not see of each other: those they blocked and those
 * who blocked them (one read of member-blocks, both directions).
 */
export async function blockedMemberIds(req: Pick<PayloadRequest, 'payload'>, memberId: number): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'member-blocks',
    where: { or: [{ blocker: { equals: memberId } }, { blocked: { equals: memberId } }] },
    select: { blocker: true, blocked: true },
    depth: 0,
    limit: MAX_BLOCKS,
    pagination: false,
    overrideAccess: true,
    // Not in the request's transaction: a REST request's reads are held to 100 a page (src/lib/platform/api/readBudget.ts).
  })
  const ids = docs.map((block) => (block.blocker === memberId ? block.blocked : block.blocker))
  return [...new Set(ids.map((id) => (typeof id === 'object' ? id.id : id)))]
}

/**
 * The people directory: signed-in members read the profiles of those who opted in, except the
 * members they blocked or who blocked them; admins read all; visitors none.
 */
export const readDirectoryProfiles: Access = async ({ req }) => {
  if (!req.user) return false
  if (hasAdminRole(req.user)) return true
  const blocked = await blockedMemberIds(req, req.user.id)
  return blocked.length ? ({ member: { not_in: blocked } } satisfies Where) : true
}

/** A contact request is read by its sender and its recipient (and admins, to help). */
export const isContactRequestParty: Access = ({ req }) => {
  if (!req.user) return false
  if (hasAdminRole(req.user)) return true
  const own: Where[] = [{ sender: { equals: req.user.id } }, { recipient: { equals: req.user.id } }]
  return { or: own }
}

/** Only the recipient answers a contact request (its status; the fields' own access keeps the rest). */
export const isContactRequestRecipient: Access = ({ req }) => {
  if (!req.user) return false
  return { recipient: { equals: req.user.id } }
}
