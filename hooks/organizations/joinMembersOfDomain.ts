import type { CollectionAfterChangeHook } from 'payload'

import { joinMembersOfDomain as join } from '@/lib/organizations/organizationDomains/joinByDomain'
import { relationId } from '@/lib/shared/ids/relationId'

/** A domain that becomes verified takes in the members without an organization whose verified address is there. */
export const joinMembersOfDomain: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const newlyVerified = doc.status === 'verified' && (operation === 'create' || previousDoc?.status !== 'verified')
  if (newlyVerified) await join(req.payload, { organizationId: relationId(doc.organization)!, domain: doc.domain }, req)
  return doc
}
