import type { Payload } from 'payload'

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

/** An organization's pending requests, oldest first, with who asked: for its organization admins' page. At most 50. */
export async function pendingRequestsTo(payload: Payload, user: User, organizationId: number) {
  const { docs, totalDocs } = await payload.find({
    collection: 'membership-requests',
    where: { and: [{ organization: { equals: organizationId } }, { status: { equals: 'pending' } }] },
    sort: 'createdAt',
    limit: SHOWN,
    depth: 1,
    select: { user: true, createdAt: true },
    populate: { users: { firstName: true, lastName: true, email: true } },
    user,
    overrideAccess: false,
  })
  return { requests: docs, total: totalDocs }
}
