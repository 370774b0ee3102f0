import type { CollectionAfterChangeHook } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { relationId } from '@/lib/shared/ids/relationId'

/**
 * A member who becomes a member of an organization by another proof (its verified domain, an
 * invitation, an admin) while their request to join it is pending: the request is settled as
 * approved, so no organization admin is left deciding on a member they already have and the
 * member no longer sees it pending. Requests to other organizations stay for their admins.
 */
export const settleMembershipRequestsOnJoin: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const organization = relationId(doc.organization)
  if (operation !== 'update' || !organization || organization === relationId(previousDoc?.organization)) return doc
  const { docs } = await req.payload.find({
    collection: 'membership-requests',
    where: { and: [{ user: { equals: doc.id } }, { organization: { equals: organization } }, { status: { equals: 'pending' } }] },
    select: { status: true },
    limit: 10,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const request of docs)
    await req.payload.update({
      collection: 'membership-requests',
      id: request.id,
      data: { status: 'approved' },
      depth: 0,
      ...elevated('the member joined the organization by another proof'),
      req,
    })
  return doc
}
