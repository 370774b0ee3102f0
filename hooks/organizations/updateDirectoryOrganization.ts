import type { CollectionAfterChangeHook } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { Organization } from '@/payload-types'

/**
 * A renamed organization, or one whose sector changed, reads right in the people directory at
 * once: one UPDATE of its members' rows for each, and only of those who show it (the others'
 * rows hold nothing of it).
 */
export const updateDirectoryOrganization: CollectionAfterChangeHook<Organization> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const ofThisOrganization = { organization: { equals: doc.id } }
  if (doc.name !== previousDoc?.name) {
    await belowLocalApi(req.payload, 'renames the organization on its members’ directory rows in one UPDATE, not row by row').updateMany({
      collection: 'directory-profiles',
      where: { and: [ofThisOrganization, { showsOrganization: { equals: true } }] },
      data: { organizationName: doc.name },
      req,
      returning: false,
    })
  }
  if ((doc.sector ?? null) !== (previousDoc?.sector ?? null)) {
    await belowLocalApi(req.payload, 'changes the sector on its members’ directory rows in one UPDATE, not row by row').updateMany({
      collection: 'directory-profiles',
      where: { and: [ofThisOrganization, { showsSector: { equals: true } }] },
      data: { sector: doc.sector?.trim() || null },
      req,
      returning: false,
    })
  }
  return doc
}
