import type { CollectionBeforeValidateHook } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'

/**
 * A new project belongs to its owner's organization unless an admin names another (issue 23:
 * the organization its AMBER label shares it with). The owner is the one named, or the creator.
 */
export const owningOrganizationFromOwner: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || relationId(data.owningOrganization) !== null) return data
  const ownerId = relationId(data.owner) ?? req.user?.id ?? null
  if (ownerId === null) return data
  const owner = await req.payload.findByID({
    collection: 'users',
    id: ownerId,
    depth: 0,
    select: { organization: true },
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  const organization = relationId(owner?.organization)
  return organization === null ? data : { ...data, owningOrganization: organization }
}
