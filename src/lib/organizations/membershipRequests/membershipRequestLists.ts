import type { Payload } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'
import type { User } from '@/payload-types'

const SHOWN = 50

/** The member's own pending request, with its organization, or null (issue 43, item 1). */
export async function pendingRequestOf(payload: Payload, user: User) {
  const { docs } = await payload.find({
    collection: 'membership-requests',
    where: { and: [{ user: { equals: user.id } }, { status: { equals: 'pending' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 1,
    select: { organization: true, status: true, createdAt: true },
    populate: { organizations: { name: true } },
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/**
 * An organization's pending requests, oldest first, with who asked: for its organization admins'
 * page. The requests are read as the member (the collection's access: their organization's
 * only); the askers' names and addresses then with the server's rights, as the members list reads
 * its members (the users collection shows an account to itself and admins). At most 50.
 */
export async function pendingRequestsTo(payload: Payload, user: User, organizationId: number) {
  const { docs, totalDocs } = await payload.find({
    collection: 'membership-requests',
    where: { and: [{ organization: { equals: organizationId } }, { status: { equals: 'pending' } }] },
    sort: 'createdAt',
    limit: SHOWN,
    depth: 0,
    select: { user: true, createdAt: true },
    user,
    overrideAccess: false,
  })
  const askerIds = docs.map((request) => relationId(request.user)).filter((id): id is number => id !== null)
  const { docs: askers } = askerIds.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: askerIds } },
        select: { firstName: true, lastName: true, email: true },
        limit: askerIds.length,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const byId = new Map(askers.map((asker) => [asker.id, asker]))
  return {
    requests: docs.map((request) => ({
      id: request.id,
      createdAt: request.createdAt,
      user: byId.get(relationId(request.user) ?? 0) ?? null,
    })),
    total: totalDocs,
  }
}
