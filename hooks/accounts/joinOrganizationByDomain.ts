import type { CollectionAfterChangeHook } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { provenOrganizationOf } from '@/lib/organizations/organizationDomains/joinByDomain'

/**
 * A member without an organization whose address becomes verified (a new Google or invited
 * account, a confirmed sign-up) joins the organization that
 * has the address's domain verified (issue 23, item 6). A member of an organization stays in it.
 */
export const joinOrganizationByDomain: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (doc.organization) return doc
  const becameVerified = operation === 'create' || previousDoc?._verified === false
  if (!becameVerified) return doc
  const organization = await provenOrganizationOf(req.payload, doc, req)
  if (!organization) return doc
  await req.payload.update({
    collection: 'users',
    id: doc.id,
    data: { organization },
    depth: 0,
    ...elevated('a verified address at a verified domain joins its organization'),
    req,
  })
  return { ...doc, organization }
}
