import type { CollectionAfterChangeHook } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { relationId } from '@/lib/shared/ids/relationId'

/**
 * An approved request is the proof (issue 43, item 1): the member becomes a member of the
 * organization, in the decision's transaction (a move from another organization ends the
 * organization admin role there: hooks/accounts/dropOrganizationAdminOnMove.ts). The users row's
 * database trigger tells every instance that the member's state changed.
 */
export const grantMembershipOnApproval: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'approved' || previousDoc?.status === 'approved') return doc
  const organization = relationId(doc.organization)
  await req.payload.update({
    collection: 'users',
    id: relationId(doc.user)!,
    data: { organization, affiliation: organization },
    depth: 0,
    ...elevated('an organization admin or an admin approved the membership request'),
    req,
  })
  return doc
}
