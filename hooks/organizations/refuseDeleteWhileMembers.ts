import type { CollectionBeforeDeleteHook } from 'payload'

import { ORGANIZATION_HAS_MEMBERS } from '@/lib/organizations/organizationMessages'
import { AppError } from '@/lib/shared/errors/appError'

export { ORGANIZATION_HAS_MEMBERS }

/** The spec's server-side policy: an organization with members cannot be deleted. */
export const refuseDeleteWhileMembers: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { organization: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw new AppError('CONFLICT', ORGANIZATION_HAS_MEMBERS)
}
